/** Public module of the import feature: the modal host the photos route opens from "Add photos". */
export { ImportModalHost } from './components/import-modal-host';
