/**
 * A notice that lasts a while: `clear` runs `ms` after `shown` turned true (e.g. a download's "started" status,
 * 5 s as account-area.md section 9 gives), and not at all when `shown` turned false before.
 */
import { useEffect } from 'react';

export function useClearAfter(shown: boolean, ms: number, clear: () => void): void {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [shown, ms, clear]);
}
