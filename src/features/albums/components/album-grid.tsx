import { useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import { ALBUM_SECTION_SIZE } from '../constants';
import { Timeline, usePagedSource, type PagedSource, type SelectionApi } from '@/features/photo-grid';

export interface AlbumGridProps {
  /** The album's infinite query options (pages of photos, one a section). */
  query: object;
  /** The album's photosCount (the sections). */
  count: number;
  /** Names the grid and its sort in the remembered place, e.g. "album:{id}:created:desc". */
  listId: string;
  selection: SelectionApi;
  onOpenPhoto?: (photoId: string) => void;
  /** The loaded photos, when they change (the toolbar's shared download reads their owners). */
  onSource?: (source: PagedSource) => void;
  scroller?: HTMLElement | null;
  remembersPlace?: boolean;
}

/**
 * An album's photos on the one photo grid (components/timeline.tsx): sections of 24, one page each, loaded as
 * they come into view; selection, keyboard and the remembered place are the grid's. A first page that fails
 * shows 'Unable to display album photos…' with Try again.
 */
export function AlbumGrid(props: AlbumGridProps) {
  const t = useT();
  const heading = useCallback(
    (first: number, last: number) => t('albums.album.section', { first, last }),
    [t],
  );
  const source = usePagedSource({
    query: props.query,
    count: props.count,
    pageSize: ALBUM_SECTION_SIZE,
    heading,
  });
  props.onSource?.(source);
  const { selection } = props;
  if (source.isError) {
    return (
      <Alert
        action={
          <NativeButton variant="secondary" onPress={source.retry}>
            {t('common.tryAgain')}
          </NativeButton>
        }
      >
        {t('albums.album.photosLoadError')}
      </Alert>
    );
  }
  return (
    <Timeline
      key={props.listId}
      source={source}
      listId={props.listId}
      onOpenPhoto={props.onOpenPhoto}
      scroller={props.scroller}
      remembersPlace={props.remembersPlace}
      selectionMode={selection.active}
      isSelected={selection.isSelected}
      onToggleSelection={selection.toggle}
      selectionAnchorId={selection.anchorId}
      onSelectRange={selection.selectRange}
    />
  );
}
