/**
 * Public module of the storage-status feature: the button (and its modal) the photos route puts in the header,
 * loaded once the first screen has painted (storage-status-slot.tsx).
 */
export { StorageStatusSlot as StorageStatusButton } from './components/storage-status-slot';
