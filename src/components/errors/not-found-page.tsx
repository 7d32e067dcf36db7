import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorPage } from './error-page';

/** Unknown routes: inside the account layout when signed in. */
export function NotFoundPage() {
  const t = useT();
  return (
    <ErrorPage
      titleId="errors.notFoundTitle"
      messageId="errors.notFound"
      actions={
        <Link to="/" variant="button">
          {t('errors.goHome')}
        </Link>
      }
    />
  );
}
