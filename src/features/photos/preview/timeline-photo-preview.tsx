/** The one photo preview (ADR 050) with the timeline's source: the months in the chosen sort. */
import { CopyToAlbumModal } from '@/features/albums';
import { PhotoPreview, type PhotoPreviewProps } from '@/features/photo-preview';
import { useTimelinePreviewSource } from './timeline-preview-source';

/** A photo of the timeline (photoPreview). */
export function TimelinePhotoPreview(props: Omit<PhotoPreviewProps, 'source' | 'copyToAlbum'>) {
  return <PhotoPreview source={useTimelinePreviewSource()} copyToAlbum={CopyToAlbumModal} {...props} />;
}
