import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { NativeButton } from '@/components/ui/native-button';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { AuthError } from '@/lib/auth/auth-error';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorPage } from './error-page';
import { UnexpectedErrorPage } from './unexpected-error-page';

/** The router's error component: never a blank screen. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // A 401: the auth module is already redirecting to sign-in.
  if (isRequestFailure(error, 401)) return <PagePending labelId="auth.signingIn" />;

  if (error instanceof AuthError) {
    return (
      <ErrorPage
        titleId="auth.errorTitle"
        messageId="errors.unexpected"
        actions={
          <NativeButton onPress={() => window.location.assign('/')}>{t('common.tryAgain')}</NativeButton>
        }
      />
    );
  }
  return <UnexpectedErrorPage onRetry={() => void router.invalidate()} />;
}
