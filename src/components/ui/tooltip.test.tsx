/**
 * Tooltips where the spec says tooltip (issue 23): the reason a button is unavailable shows as a real tooltip
 * on keyboard focus and on hover, describes the button while shown, and a button without a reason has none.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NativeButton } from './native-button';
import { Tooltip } from './tooltip';

afterEach(cleanup);

const focusByKeyboard = (element: HTMLElement) => {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => element.focus());
};

describe('a tooltip', () => {
  it('shows on keyboard focus of an unavailable (aria-disabled) button and describes it', async () => {
    render(
      <Tooltip content="Unavailable for shared albums">
        <NativeButton aria-disabled>Copy to album</NativeButton>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Copy to album' });
    focusByKeyboard(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Unavailable for shared albums');
    expect(button.getAttribute('aria-describedby')).toContain(tooltip.id);
    fireEvent.keyDown(button, { key: 'Escape' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is not there without a text: no empty tooltip', async () => {
    render(
      <Tooltip content={undefined}>
        <NativeButton>Download</NativeButton>
      </Tooltip>,
    );
    focusByKeyboard(screen.getByRole('button', { name: 'Download' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
