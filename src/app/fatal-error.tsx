import { useEffect, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { ENGLISH_LAST_RESORT, loadLastResortMessages } from '@/lib/i18n/last-resort';

/**
 * The last resort when not even the bundled messages could be loaded: the spec's generic error, in English at
 * once (built in, so the screen is never blank) and then in the page's language (bootstrap sets <html lang>
 * first) from src/lib/i18n/last-resort.ts.
 */
export function FatalError() {
  const [t, setT] = useState(ENGLISH_LAST_RESORT);
  useEffect(() => {
    let current = true;
    void loadLastResortMessages(document.documentElement.lang).then((texts) => current && setT(texts));
    return () => {
      current = false;
    };
  }, []);
  return (
    <main
      id="main-content"
      lang={t === ENGLISH_LAST_RESORT ? 'en-GB' : undefined}
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
