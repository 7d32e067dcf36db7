import { NativeButton } from '@/components/ui/native-button';
import { lastResortMessages } from '@/lib/i18n/last-resort';

/**
 * The last resort when not even the bundled messages could be loaded: the spec's generic error in the page's
 * language (bootstrap sets <html lang> first), from the copy built into src/lib/i18n/last-resort.ts, so the
 * screen is never blank.
 */
export function FatalError() {
  const t = lastResortMessages(document.documentElement.lang);
  return (
    <main
      id="main-content"
      style={{ maxWidth: '40rem', margin: '0 auto', padding: '15vh 1rem', display: 'grid', gap: '1rem' }}
    >
      <h1>{t['errors.unexpectedTitle']}</h1>
      <p>{t['errors.unexpected']}</p>
      <div>
        <NativeButton onPress={() => window.location.reload()}>{t['common.tryAgain']}</NativeButton>
      </div>
    </main>
  );
}
