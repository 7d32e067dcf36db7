/**
 * The header's Select and Cancel replace each other: the focus moves to the one that takes the pressed one's
 * place, so a keyboard user is never left on the page's body (issue 23).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, StoreProvider } from '@/lib/store';
import { renderInApp } from '@/testing/render-in-app';
import { SelectionPanel } from './selection-panel';

afterEach(cleanup);

describe('the selection panel', () => {
  it('moves the focus from Select to Cancel and back', async () => {
    renderInApp(
      <StoreProvider store={createAppStore()}>
        <SelectionPanel />
      </StoreProvider>,
      { origin: 'http://localhost:9599', token: 'not-used' },
    );
    const select = await screen.findByRole('button', { name: 'Select' });
    act(() => select.focus());
    // Enter on a native button is its click.
    act(() => void fireEvent.click(select));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    act(() => void fireEvent.click(cancel));
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Select' }));
  });
});
