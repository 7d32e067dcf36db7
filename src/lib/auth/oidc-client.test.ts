import { describe, expect, it } from 'vitest';
import { withoutLoginHint } from './oidc-client';

describe('withoutLoginHint', () => {
  it('leaves the hint out of the page returned to, keeping the rest of its address', () => {
    expect(withoutLoginHint('/my-photos/photos?login_hint=contracts%40example.com&tab=2#top')).toBe(
      '/my-photos/photos?tab=2#top',
    );
  });

  it('returns a path without a hint as it is', () => {
    expect(withoutLoginHint('/orders?page=2')).toBe('/orders?page=2');
    expect(withoutLoginHint('/')).toBe('/');
  });
});
