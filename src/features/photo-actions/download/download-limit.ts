/**
 * The download limit (account-area.md section 5): Download is disabled when nothing is selected or more than
 * DOWNLOAD_LIMIT (100) photos are, with the tooltip 'Up to 100 photos can be downloaded at a time'
 * (`t(DOWNLOAD_LIMIT_MESSAGE_ID, { limit: DOWNLOAD_LIMIT })`).
 */
import { DOWNLOAD_LIMIT } from '../constants';
import type { MessageId } from '@/lib/i18n/types';

export { DOWNLOAD_LIMIT };

export const DOWNLOAD_LIMIT_MESSAGE_ID = 'photos.download.limit' satisfies MessageId;

/** Whether `count` selected photos can be downloaded (as one archive, or one photo on its own). */
export function canDownloadPhotos(count: number): boolean {
  return count > 0 && count <= DOWNLOAD_LIMIT;
}
