import { SORT_OPTIONS, SORT_ORDERS } from '../constants';
import { SelectMenu } from '@/components/ui/select-menu';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import type { PhotoSort, SortOption, SortOrder } from '../sorting/photo-sort';
import styles from './sort-control.module.css';

const KEY_LABELS: Record<SortOption, MessageId> = {
  created: 'photos.sort.created',
  dateTaken: 'photos.sort.dateTaken',
};
const ORDER_LABELS: Record<SortOrder, MessageId> = { desc: 'photos.sort.desc', asc: 'photos.sort.asc' };

function SortIcon() {
  return (
    <svg
      className={styles.sortIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
    </svg>
  );
}

/** The sort menu: Date added or Date taken, each newest or oldest first. */
export function SortControl({ sort, onChange }: { sort: PhotoSort; onChange: (sort: PhotoSort) => void }) {
  const t = useT();
  return (
    <SelectMenu
      label={t('photos.sort.menu')}
      tooltip={t('photos.sort.tooltip')}
      groups={[
        {
          id: 'sortKey',
          label: t('photos.sort.sortBy'),
          selected: sort.sortKey,
          options: SORT_OPTIONS.map((id) => ({ id, label: t(KEY_LABELS[id]) })),
        },
        {
          id: 'sortOrder',
          label: t('photos.sort.order'),
          selected: sort.sortOrder,
          options: SORT_ORDERS.map((id) => ({ id, label: t(ORDER_LABELS[id]) })),
        },
      ]}
      onSelect={(group, id) =>
        onChange(
          group === 'sortKey'
            ? { ...sort, sortKey: id as SortOption }
            : { ...sort, sortOrder: id as SortOrder },
        )
      }
    >
      <SortIcon />
      {t('photos.sort.button', { key: t(KEY_LABELS[sort.sortKey]), order: t(ORDER_LABELS[sort.sortOrder]) })}
    </SelectMenu>
  );
}
