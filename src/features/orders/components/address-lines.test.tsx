/** An order's address shows its country by name in the channel's locale, not the service's code (issue 23). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Address } from '../api/order-schema';
import { AddressLines } from './address-lines';

afterEach(cleanup);

const address = {
  firstName: 'Anna',
  lastName: 'de Vries',
  streetName: 'Keizersgracht',
  streetNumber: '12',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'GB',
} as Address;

describe('an order’s address', () => {
  it('names the country in the locale', () => {
    render(
      <I18nProvider i18n={createI18n('nl-NL', {})}>
        <AddressLines address={address} />
      </I18nProvider>,
    );
    const text = screen.getByRole('group', { hidden: true }).textContent ?? '';
    expect(text).toContain('Verenigd Koninkrijk');
    expect(text.split('\n')).not.toContain('GB');
  });
});
