import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';

/** An album (own or shared) the service does not know (any more): what happened, and back to My albums. */
export function AlbumNotFound() {
  const t = useT();
  return (
    <Alert
      tone="info"
      action={
        <Link to="/my-photos/albums" variant="button">
          {t('albums.album.back')}
        </Link>
      }
    >
      {t('albums.album.notFound')}
    </Alert>
  );
}
