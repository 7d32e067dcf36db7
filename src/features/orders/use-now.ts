import { useState } from 'react';

/** The time the component first rendered (what "today" is for delivery dates and cut-offs while it shows). */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
