import { describe, expect, it } from 'vitest';
import { addressChangeReducer, isFormOpen, type AddressChangeEvent } from './address-change';

const run = (...events: AddressChangeEvent[]) => events.reduce(addressChangeReducer, 'NotStarted' as const);

describe('the delivery address change', () => {
  it('goes from editing through the request to a successful update once the order is read again', () => {
    expect(run('open')).toBe('Editing');
    expect(run('open', 'send')).toBe('RequestInProgress');
    expect(run('open', 'send', 'accepted')).toBe('RequestSent');
    expect(run('open', 'send', 'accepted', 'reRead')).toBe('SuccessfulUpdate');
    expect(isFormOpen(run('open', 'send', 'accepted', 'reRead'))).toBe(false);
  });

  it('keeps the form open after a failure, and can send again or cancel', () => {
    expect(run('open', 'send', 'failed')).toBe('RequestFailed');
    expect(isFormOpen(run('open', 'send', 'failed'))).toBe(true);
    expect(run('open', 'send', 'failed', 'send')).toBe('RequestInProgress');
    expect(run('open', 'send', 'failed', 'cancel')).toBe('NotStarted');
  });

  it('ignores what does not apply (no success without a request)', () => {
    expect(run('reRead')).toBe('NotStarted');
    expect(run('open', 'accepted')).toBe('Editing');
  });
});
