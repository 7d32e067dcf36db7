/**
 * The "my device" tab of the import modal: a drop zone with its drag-and-drop hint and a button that opens the
 * file picker, the files refused (named, with why), and the chosen photos, each removable. Nothing is uploaded
 * here: Next in the footer does that.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { IMPORT_ACCEPTED_FILE_TYPES, checkImportFile } from '../file-types';
import type { ImportItem, RejectedFile, UploadFailure } from '../import-selection';
import styles from './import-modal.module.css';

const REJECTED_MESSAGE: Record<RejectedFile['reason'], MessageId> = {
  type: 'import.rejected.type',
  empty: 'import.rejected.empty',
  tooLarge: 'import.rejected.tooLarge',
  folder: 'import.rejected.folder',
};

const FAILURE_MESSAGE: Record<UploadFailure, MessageId> = {
  type: 'import.failure.type',
  tooLarge: 'import.failure.tooLarge',
  unreadable: 'import.failure.unreadable',
  server: 'import.failure.server',
  network: 'import.failure.network',
};

/** Splits picked or dropped files into those the import takes and those it refuses (with why). */
export async function sortChosenFiles(
  files: readonly File[],
  folders: readonly string[],
): Promise<{ accepted: File[]; rejected: RejectedFile[] }> {
  const checks = await Promise.all(files.map(async (file) => ({ file, check: await checkImportFile(file) })));
  return {
    accepted: checks.filter(({ check }) => check.ok).map(({ file }) => file),
    rejected: [
      ...checks.flatMap(({ file, check }) => (check.ok ? [] : [{ name: file.name, reason: check.reason }])),
      ...folders.map((name) => ({ name, reason: 'folder' as const })),
    ],
  };
}

export interface DeviceTabProps {
  items: readonly ImportItem[];
  /** While uploading nothing can be added or removed. */
  isDisabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

export function DeviceTab({ items, isDisabled, onAdd, onRemove }: DeviceTabProps) {
  const { t, formatNumber } = useI18n();
  const [rejected, setRejected] = useState<readonly RejectedFile[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const dropZoneRef = useRef<HTMLDivElement>(null);
  /** After a removal: the position whose Remove button gets the focus (the next photo's, else the last one's). */
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const target =
      listRef.current?.querySelectorAll<HTMLButtonElement>('button')[Math.min(index, items.length - 1)];
    if (target) {
      target.focus();
    } else {
      // The list is gone: the picker's button, the drop zone's last (its first is react-aria's hidden drop button).
      const zoneButtons = dropZoneRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      zoneButtons[zoneButtons.length - 1]?.focus();
    }
  }, [items]);

  const choose = async (files: File[], folders: string[]) => {
    const sorted = await sortChosenFiles(files, folders);
    setRejected(sorted.rejected);
    if (sorted.accepted.length > 0) onAdd(sorted.accepted);
  };

  const remove = (index: number, id: string) => {
    pendingFocus.current = index;
    onRemove(id);
  };

  // A photo's size in MB, or in kB below 1 MB (a small file read "0 MB": issue 23); at least 1 kB.
  const megabytes = (bytes: number) =>
    bytes < 1_000_000
      ? formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
      : formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  return (
    <div className={styles.device}>
      <div ref={dropZoneRef}>
        <FileDropZone
          label={t('import.device.dropZone')}
          buttonLabel={t('import.device.choose')}
          acceptedFileTypes={IMPORT_ACCEPTED_FILE_TYPES}
          isDisabled={isDisabled}
          onFiles={(files, folders) => void choose(files, folders)}
        >
          <p className={styles.dropHint}>{t('import.device.dropHint')}</p>
          <p className={styles.types}>{t('import.device.types')}</p>
        </FileDropZone>
      </div>

      {rejected.length > 0 && (
        <div role="alert" className={styles.rejected}>
          <p className={styles.rejectedTitle}>{t('import.rejected.title', { count: rejected.length })}</p>
          <ul>
            {rejected.map((file, index) => (
              <li key={`${index}:${file.name}`}>{t(REJECTED_MESSAGE[file.reason], { name: file.name })}</li>
            ))}
          </ul>
        </div>
      )}

      {items.length > 0 && (
        <ul ref={listRef} className={styles.list} aria-label={t('import.list.label')}>
          {items.map((item, index) => {
            const failureId = `${item.id}-failure`;
            return (
              <li key={item.id} className={styles.item} data-failed={item.failure ? true : undefined}>
                <span className={styles.fileName}>{item.file.name}</span>
                <span className={styles.fileSize}>{megabytes(item.file.size)}</span>
                <Button
                  variant="quiet"
                  className={styles.remove}
                  aria-label={t('import.list.remove', { name: item.file.name })}
                  aria-describedby={item.failure ? failureId : undefined}
                  isDisabled={isDisabled}
                  onPress={() => remove(index, item.id)}
                >
                  {t('import.list.removeShort')}
                </Button>
                {item.failure && (
                  <span id={failureId} className={styles.failure}>
                    {t(FAILURE_MESSAGE[item.failure])}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
