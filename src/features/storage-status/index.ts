/** Public module of the storage-status feature: the button (and its modal) the photos route puts in the header. */
export { StorageStatusButton } from './components/storage-status-button';
