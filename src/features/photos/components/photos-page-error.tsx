import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useT } from '@/lib/i18n/i18n-provider';
import { PhotoAreaFrame } from '@/features/photo-area';

/** The timeline could not be loaded: "Error: Your photos could not be loaded" with Try again. */
export function PhotosPageError({ error }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isRequestFailure(error, 401)) return <PagePending labelId="auth.signingIn" />;
  return (
    <PhotoAreaFrame>
      <Alert
        action={
          <NativeButton variant="secondary" onPress={() => void router.invalidate()}>
            {t('common.tryAgain')}
          </NativeButton>
        }
      >
        {t('photos.loadError')}
      </Alert>
    </PhotoAreaFrame>
  );
}
