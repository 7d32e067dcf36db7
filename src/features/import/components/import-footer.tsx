/**
 * The import modal's footer (my-photos.md section 2): Back, "{amount} selected" and Next. Next is disabled with
 * nothing chosen, and pending (pressable no more, still focusable, announced as busy) while uploading; meanwhile
 * Back becomes "Cancel upload".
 */
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import styles from './import-modal.module.css';

export interface ImportFooterProps {
  amount: number;
  isUploading: boolean;
  onBack: () => void;
  onCancel: () => void;
  onNext: () => void;
}

export function ImportFooter({ amount, isUploading, onBack, onCancel, onNext }: ImportFooterProps) {
  const { t, formatNumber } = useI18n();
  return (
    <div className={styles.footer}>
      {isUploading ? (
        <Button variant="secondary" onPress={onCancel}>
          {t('import.cancelUpload')}
        </Button>
      ) : (
        <Button variant="secondary" onPress={onBack}>
          {t('import.back')}
        </Button>
      )}
      <output className={styles.amount}>{t('import.selectedCount', { amount: formatNumber(amount) })}</output>
      <Button isDisabled={amount === 0} isPending={isUploading} onPress={onNext}>
        {t('import.next')}
      </Button>
    </div>
  );
}
