import { ErrorPage } from '@/components/errors/error-page';

/** The root while the photo area is not permitted (the account's photos are being deleted). */
export function PhotosUnavailable() {
  return <ErrorPage titleId="activation.unavailableTitle" messageId="activation.unavailable" />;
}
