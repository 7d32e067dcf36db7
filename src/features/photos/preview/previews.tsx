/**
 * The one photo preview (photo-preview.tsx) with each list's source (ADR 050): the timeline's months, an own
 * album's pages, a shared album's pages. The routes render these.
 */
import { useAlbumPreviewSource } from './album-preview-source';
import { PhotoPreview, type PhotoPreviewProps } from './photo-preview';
import { useTimelinePreviewSource } from './timeline-preview-source';

export type ListPreviewProps = Omit<PhotoPreviewProps, 'source'>;

/** A photo of the timeline (photoPreview). */
export function TimelinePhotoPreview(props: ListPreviewProps) {
  return <PhotoPreview source={useTimelinePreviewSource()} {...props} />;
}

/** A photo of one of the user's albums (album photo preview). */
export function AlbumPhotoPreview({ albumId, ...props }: ListPreviewProps & { albumId: string }) {
  return <PhotoPreview source={useAlbumPreviewSource('album', albumId)} {...props} />;
}

/** A photo of a shared album (sharedAlbumPhotoPreview): Download only. */
export function SharedAlbumPhotoPreview({ albumId, ...props }: ListPreviewProps & { albumId: string }) {
  return <PhotoPreview source={useAlbumPreviewSource('shared', albumId)} {...props} />;
}
