/**
 * Focus is never lost (issue 23): the focused element leaving the page (a deleted address's card, a page navigated
 * away from) puts the focus on the page's heading, not on the body; a component that moved the focus itself keeps it.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusKeeper } from './use-focus-keeper';

afterEach(cleanup);

function Page({ moveFocusTo }: { moveFocusTo?: string }) {
  const main = useRef<HTMLElement>(null);
  useFocusKeeper(main);
  const [cards, setCards] = useState(['A', 'B']);
  return (
    <main ref={main}>
      <h1>Delivery addresses</h1>
      <ul>
        {cards.map((card) => (
          <li key={card}>
            <button
              type="button"
              onClick={() => {
                setCards((all) => all.filter((other) => other !== card));
                if (moveFocusTo) document.getElementById(moveFocusTo)?.focus();
              }}
            >
              Delete {card}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
    </main>
  );
}

const flushObservers = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the focus keeper', () => {
  it('moves the focus to the page heading when the focused element leaves the page', async () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Delete A' });
    act(() => button.focus());
    act(() => button.click());
    await flushObservers();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('leaves the focus where a component put it', async () => {
    render(<Page moveFocusTo="elsewhere" />);
    const button = screen.getByRole('button', { name: 'Delete B' });
    act(() => button.focus());
    act(() => button.click());
    await flushObservers();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
