import { NativeButton } from '@/components/ui/native-button';

/**
 * The last resort when not even the bundled messages could be loaded: fixed English text (the spec's generic
 * error), so the screen is never blank.
 */
export function FatalError() {
  return (
    <main
      id="main-content"
      style={{ maxWidth: '40rem', margin: '0 auto', padding: '15vh 1rem', display: 'grid', gap: '1rem' }}
    >
      <h1>Something went wrong</h1>
      <p>An unexpected error has occurred, please contact us if you continue to have problems.</p>
      <div>
        <NativeButton onPress={() => window.location.reload()}>Try again</NativeButton>
      </div>
    </main>
  );
}
