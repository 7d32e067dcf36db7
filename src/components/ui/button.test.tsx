/**
 * A pending Button inside something that closes when its action ends (a modal) must not leave react-aria's live
 * announcer pointing at it: axe's role-img-alt (serious) for the 7 s the announcer keeps its note.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

/** The announcer's notes that name something through `aria-labelledby`, with whether that something is there. */
function labelledNotes() {
  return [...document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].map((note) => {
    const ids = note.getAttribute('aria-labelledby')!.split(/\s+/);
    return ids.some((id) => document.getElementById(id)) ? 'named' : 'orphaned';
  });
}

function Action({ isPending, shown }: { isPending: boolean; shown: boolean }) {
  return shown ? (
    <Button isPending={isPending} onPress={() => undefined}>
      Next
    </Button>
  ) : null;
}

describe('a pending Button', () => {
  it('announces its pending state while it is there, and takes the note with it when it goes', () => {
    const { rerender } = render(<Action isPending={false} shown />);
    const button = screen.getByRole('button', { name: 'Next' });
    act(() => button.focus());
    rerender(<Action isPending shown />);
    rerender(<Action isPending={false} shown />);
    expect(labelledNotes()).toContain('named');
    rerender(<Action isPending={false} shown={false} />);
    expect(labelledNotes()).not.toContain('orphaned');
  });

  it('leaves the announcer alone when it never was pending', () => {
    const announcer = document.createElement('div');
    announcer.setAttribute('data-live-announcer', 'true');
    announcer.innerHTML = '<div role="img" aria-labelledby="gone-elsewhere"></div>';
    document.body.append(announcer);
    const { unmount } = render(<Action isPending={false} shown />);
    unmount();
    expect(announcer.querySelector('[aria-labelledby="gone-elsewhere"]')).not.toBeNull();
    announcer.remove();
  });
});
