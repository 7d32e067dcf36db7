/**
 * The public gallery of an available online photo book, on its share page (placement assumed: the spec lists
 * the gallery calls and entries, not where they show; api/gallery.ts). In the gallery: its categories and
 * "Remove from gallery". Not in it: the categories to choose (GET /v1/categories, native checkboxes) and
 * "Publish in gallery" (titled with the book's title). Each change shows progress, and what shows after it is
 * the entry as the service reads it again. A category is shown by its name in the channel's language (the service
 * names them by the contract's fixed keys, in English, whatever the channel: `galleryCategoryName`).
 */
import { useState } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import {
  galleryCategoriesQueryOptions,
  galleryEntryQueryOptions,
  publishInGallery,
  removeFromGallery,
} from '../api/gallery';
import type { ChannelId } from '@/shared/channels';
import { galleryEntryKey } from '../api/keys';
import { galleryCategoryName } from '../gallery-category-name';
import styles from './online-products.module.css';

export interface GallerySectionProps {
  widgetId: string;
  channel: ChannelId;
  title: string;
}

export function GallerySection({ widgetId, channel, title }: GallerySectionProps) {
  const t = useT();
  const api = useApi();
  const entry = useListQuery(galleryEntryQueryOptions(api, widgetId, channel));
  const remove = useAppMutation({
    mutationFn: () => removeFromGallery({ api, widgetId, channel }),
    invalidates: [galleryEntryKey(widgetId, channel)],
    successToast: t('onlineProducts.gallery.removedToast'),
    failureToast: t('onlineProducts.gallery.removeFailed'),
  });
  return (
    <section aria-labelledby="gallery-heading" className={styles.gallery}>
      <h2 id="gallery-heading">{t('onlineProducts.gallery.title')}</h2>
      <ListState query={entry} errorText={t('onlineProducts.gallery.loadError')}>
        {(found) =>
          found ? (
            <>
              <p>
                {found.categories && found.categories.length > 0
                  ? t('onlineProducts.gallery.published', {
                      categories: found.categories.map((name) => galleryCategoryName(t, name)).join(', '),
                    })
                  : t('onlineProducts.gallery.publishedNoCategory')}
              </p>
              <NativeButton
                variant="secondary"
                className={styles.submit}
                aria-disabled={remove.isPending || undefined}
                onPress={() => {
                  if (!remove.isPending) remove.mutate();
                }}
              >
                {remove.isPending ? t('onlineProducts.gallery.removing') : t('onlineProducts.gallery.remove')}
              </NativeButton>
            </>
          ) : (
            <PublishForm widgetId={widgetId} channel={channel} title={title} />
          )
        }
      </ListState>
    </section>
  );
}

function PublishForm({ widgetId, channel, title }: GallerySectionProps) {
  const t = useT();
  const api = useApi();
  const categories = useListQuery(galleryCategoriesQueryOptions(api));
  const [chosen, setChosen] = useState<string[]>([]);
  const publish = useAppMutation({
    mutationFn: () => publishInGallery({ api, entry: { widgetId, channel, title, categories: chosen } }),
    invalidates: [galleryEntryKey(widgetId, channel)],
    successToast: t('onlineProducts.gallery.publishedToast'),
    failureToast: t('onlineProducts.gallery.publishFailed'),
  });
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => (on ? [...current, name] : current.filter((c) => c !== name)));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!publish.isPending) publish.mutate();
      }}
    >
      <p>{t('onlineProducts.gallery.intro')}</p>
      <ListState query={categories} errorText={t('onlineProducts.gallery.loadError')}>
        {(names) => (
          <fieldset className={styles.categories}>
            <legend>{t('onlineProducts.gallery.categories')}</legend>
            {names.map((name) => (
              <label key={name} className={styles.category}>
                <input
                  type="checkbox"
                  checked={chosen.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
                {galleryCategoryName(t, name)}
              </label>
            ))}
          </fieldset>
        )}
      </ListState>
      <NativeButton type="submit" className={styles.submit} aria-disabled={publish.isPending || undefined}>
        {publish.isPending ? t('onlineProducts.gallery.publishing') : t('onlineProducts.gallery.publish')}
      </NativeButton>
    </form>
  );
}
