/**
 * The one photo preview (photo-preview.tsx) with each list's source (ADR 050): the timeline's months, an own
 * album's pages, a shared album's pages. The routes render these.
 */
import { PhotoPreview, type PhotoPreviewProps } from './photo-preview';

// The album previews' loader comes with the viewer: one chunk for the route to load.
export { loadAlbumPreview } from './load-album-preview';
import { useTimelinePreviewSource } from './timeline-preview-source';

export type ListPreviewProps = Omit<PhotoPreviewProps, 'source'>;

/** A photo of the timeline (photoPreview). */
export function TimelinePhotoPreview(props: ListPreviewProps) {
  return <PhotoPreview source={useTimelinePreviewSource()} {...props} />;
}

/** A photo of one of the user's albums, or of a shared album (Download only), with its route's navigation. */
export { AlbumPreviewRoute } from './album-preview-route';
