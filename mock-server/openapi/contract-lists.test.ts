/**
 * The lists the mock serves are the lists the contracts name (issue 12): the channel ids
 * (components/channels.yaml ChannelId, src/shared/channels.ts) and the gallery categories (widgets.yaml
 * GalleryCategory, db/widgets.ts). The request validator refuses any other by the contracts' enums (the handlers
 * no longer check them). A channel or category added on one side only fails here.
 */
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/shared/channels';
import { GALLERY_CATEGORIES } from '../db/widgets';
import { findOperation, loadServiceSpec } from './spec';

type Json = any;

describe('lists the contracts name', () => {
  it('names every channel the app and the mock know as ChannelId, and no other', () => {
    for (const service of ['export', 'identity', 'invoices', 'widgets']) {
      const schema = (loadServiceSpec(service) as Json).components?.schemas?.ChannelId;
      expect(schema.enum, service).toEqual(CHANNELS.map((c) => c.id));
    }
  });

  it('names the gallery categories the mock lists and accepts', () => {
    const spec = loadServiceSpec('widgets');
    const schema = (spec as Json).components?.schemas?.GalleryCategory;
    expect(schema.enum).toEqual([...GALLERY_CATEGORIES]);
    const list = (findOperation(spec, 'get', '/v1/categories').operation as Json).responses['200'];
    expect(list.content['application/json'].schema.items.enum).toEqual([...GALLERY_CATEGORIES]);
  });
});
