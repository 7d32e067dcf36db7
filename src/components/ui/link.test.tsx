/**
 * A link is the current page (aria-current="page") only on the page it points to (issue 23: "Back to my
 * settings" carried it on every settings page); a menu entry may count the pages below it as its own.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { Link } from './link';

afterEach(cleanup);

const at = (path: string) => ({ origin: 'http://localhost:9599', token: 'not-used', path });

describe('a router link', () => {
  it('is not the current page on a page below the one it points to', async () => {
    // A page below /my-photos/photos (the test router has no route for it; the link still renders).
    renderInApp(<Link to="/my-photos/photos">Back to my settings</Link>, at('/my-photos/photos/preview/p1'));
    const link = await screen.findByRole('link', { name: 'Back to my settings' });
    expect(link.getAttribute('aria-current')).toBeNull();
  });

  it('is the current page on the page it points to', async () => {
    renderInApp(<Link to="/my-photos/photos">My photos</Link>, at('/my-photos/photos'));
    const link = await screen.findByRole('link', { name: 'My photos' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
