import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorPage } from './error-page';

/** The generic error page of the spec: message plus Try again. */
export function UnexpectedErrorPage({ onRetry, standalone }: { onRetry: () => void; standalone?: boolean }) {
  const t = useT();
  return (
    <ErrorPage
      standalone={standalone}
      titleId="errors.unexpectedTitle"
      messageId="errors.unexpected"
      actions={<NativeButton onPress={onRetry}>{t('common.tryAgain')}</NativeButton>}
    />
  );
}
