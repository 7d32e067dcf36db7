import { describe, expect, it } from 'vitest';
import { syncRobotsMeta, type ResolvedNavigations } from './robots-meta';

function fakeRouter() {
  let listener: ((event: { toLocation: { pathname: string } }) => void) | undefined;
  const router: ResolvedNavigations = {
    subscribe: (_event, fn) => {
      listener = fn;
      return () => (listener = undefined);
    },
  };
  return { router, navigate: (pathname: string) => listener?.({ toLocation: { pathname } }) };
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('the robots meta tag follows the route and the host', () => {
  it('allows indexing on the home page of a production host and forbids it on other pages', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex" />';
    const { router, navigate } = fakeRouter();
    const stop = syncRobotsMeta(router, { hostname: 'account.albelli.nl', pathname: '/' });
    expect(robots()).toBe('index, follow');
    navigate('/orders');
    expect(robots()).toBe('noindex, nofollow');
    navigate('/');
    expect(robots()).toBe('index, follow');
    stop();
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('never allows indexing on a test host, and adds the tag when the page has none', () => {
    document.head.innerHTML = '';
    const { router, navigate } = fakeRouter();
    syncRobotsMeta(router, { hostname: 'test.account.albelli.nl', pathname: '/' });
    expect(robots()).toBe('noindex, nofollow');
    navigate('/');
    expect(robots()).toBe('noindex, nofollow');
  });
});
