import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import { ErrorPage } from './error-page';

/** Shown when local storage is blocked: sign-in cannot work without site data. */
export function CookiesRequiredPage() {
  const t = useT();
  return (
    <ErrorPage
      standalone
      titleId="errors.cookiesRequiredTitle"
      messageId="errors.cookiesRequired"
      actions={
        <NativeButton onPress={() => window.location.reload()}>{t('errors.cookiesReload')}</NativeButton>
      }
    />
  );
}
