import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSelection } from './selection-state';
import styles from './selection.module.css';

/**
 * The header's multi-select panel (account-area.md section 2): Select starts selection mode; while selecting,
 * "{amount} selected" (announced as it changes), Deselect all and Cancel (which stops and clears).
 */
export function SelectionPanel() {
  const t = useT();
  const selection = useSelection();
  if (!selection.active)
    return (
      <NativeButton variant="secondary" onPress={selection.start}>
        {t('photos.selection.select')}
      </NativeButton>
    );
  return (
    <div className={styles.panel}>
      <output className={styles.count}>{t('photos.selectedCount', { amount: selection.count })}</output>
      <NativeButton variant="quiet" disabled={selection.count === 0} onPress={selection.deselectAll}>
        {t('photos.selection.deselectAll')}
      </NativeButton>
      <NativeButton variant="secondary" onPress={selection.stop}>
        {t('photos.selection.cancel')}
      </NativeButton>
    </div>
  );
}
