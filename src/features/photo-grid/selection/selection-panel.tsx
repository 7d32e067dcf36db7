import { useEffect, useRef } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSelection } from './selection-state';
import styles from './selection.module.css';

/**
 * The header's multi-select panel (account-area.md section 2): Select starts selection mode; while selecting,
 * "{amount} selected" (announced as it changes), Deselect all and Cancel (which stops and clears). The button
 * pressed goes away, so the focus moves to the one that takes its place (Select -> Cancel -> Select; issue 23:
 * it fell to the page's body).
 */
export function SelectionPanel() {
  const t = useT();
  const selection = useSelection();
  const select = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (selection.active ? cancel : select).current?.focus();
  }, [selection.active]);
  const press = (action: () => void) => () => {
    pressed.current = true;
    action();
  };
  if (!selection.active)
    return (
      <NativeButton ref={select} variant="secondary" onPress={press(selection.start)}>
        {t('photos.selection.select')}
      </NativeButton>
    );
  return (
    <div className={styles.panel}>
      <output className={styles.count}>{t('photos.selectedCount', { amount: selection.count })}</output>
      <NativeButton variant="quiet" disabled={selection.count === 0} onPress={selection.deselectAll}>
        {t('photos.selection.deselectAll')}
      </NativeButton>
      <NativeButton ref={cancel} variant="secondary" onPress={press(selection.stop)}>
        {t('photos.selection.cancel')}
      </NativeButton>
    </div>
  );
}
