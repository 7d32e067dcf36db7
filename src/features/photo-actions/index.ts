/**
 * Public module of the photo actions that the timeline, the album screens and the preview share: delete (one
 * photo, a selection, all), download (one photo, a zip through the downloads push), order prints, and the
 * selection toolbar's bar and buttons. Built on the photo grid; knows no screen.
 */

export { deleteAllPhotos, DeletePhotosError } from './delete/delete-photos';
export { useDeletePhoto } from './delete/use-delete-photo';
export { useDeletePhotos } from './delete/use-delete-photos';
export { useDownloadPhotos } from './download/use-download-photos';
export { useSelectionDownload } from './download/use-selection-download';
export { usePhotoDownload } from './download/use-photo-download';
export { OrderPrintsOverlay } from './order-prints/order-prints-overlay';
export { useOrderPrints } from './order-prints/use-order-prints';
export { DELETE_ALL_PHOTOS_MUTATION_KEY } from './delete/keys';
export { SelectionToolbarBar, ToolbarButton, ToolbarHint } from './toolbar/selection-toolbar-bar';
