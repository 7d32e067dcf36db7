import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './albums.module.css';

// The form loads on the first edit: the album's first screen shows the name only (issue 13, first photos).
const AlbumNameForm = lazy(() => import('./album-name-form'));

/**
 * The album's name, clickable to edit in place (account-area.md "Album screen"; section 5's album-name rules,
 * checked on submit): the form is album-name-form.tsx. When editing ends, focus goes back to the name.
 */
export function AlbumNameEditor({ albumId, albumName }: { albumId: string; albumName: string }) {
  const t = useT();
  const hintId = useId();
  const [editing, setEditing] = useState(false);
  const nameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      nameButton.current?.focus();
    }
  }, [editing]);

  const heading = (
    <h2 className={styles.titleRow}>
      <button
        ref={nameButton}
        type="button"
        className={styles.nameButton}
        aria-describedby={hintId}
        disabled={editing}
        onClick={() => setEditing(true)}
      >
        {albumName}
      </button>
      <span id={hintId} className="visually-hidden">
        {t('albums.album.rename')}
      </span>
    </h2>
  );
  if (!editing) return heading;
  return (
    <Suspense fallback={heading}>
      <AlbumNameForm albumId={albumId} albumName={albumName} onDone={stop} />
    </Suspense>
  );
}
