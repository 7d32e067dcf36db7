import { describe, expect, it } from 'vitest';
import { recordedEvents, trackEvent } from './analytics';

describe('analytics', () => {
  it('records an event and hands it to the data layer, without the network', () => {
    trackEvent('photo_import_finished', { photosCount: 120 });
    expect(recordedEvents().at(-1)).toMatchObject({
      name: 'photo_import_finished',
      data: { photosCount: 120 },
    });
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'photo_import_finished', photosCount: 120 });
  });

  it('keeps the last 100 events', () => {
    for (let i = 0; i < 150; i++) trackEvent('tick', { i });
    expect(recordedEvents()).toHaveLength(100);
    expect(recordedEvents().at(-1)?.data).toEqual({ i: 149 });
  });
});
