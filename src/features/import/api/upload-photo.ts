/**
 * POST storage /uploads (openapi/services/storage.yaml `uploadPhotos`, an assumed call): one photo from the
 * device as multipart/form-data, field `files`. The answer is parsed into the stored uploads.
 *
 * One request per photo, not one for all: the service refuses a whole request for one bad file, and a request per
 * file gives each photo its own outcome (the others are not lost) and its own progress.
 */
import { z } from 'zod/mini';
import type { components } from '@/api/generated/storage';
import type { ApiClients } from '@/lib/api/clients';
import { createXhrFetch, type UploadProgress } from './xhr-fetch';

export const uploadSchema = z.object({
  id: z.string().check(z.minLength(1)),
  accountId: z.nullable(z.string()),
  fileName: z.string(),
  contentType: z.enum(['image/heic', 'image/jpeg', 'image/png']),
  size: z.int().check(z.positive()),
  created: z.iso.datetime({ offset: true }),
}) satisfies z.ZodMiniType<components['schemas']['Upload']>;

export const uploadListSchema = z.object({ uploads: z.array(uploadSchema) });

export type Upload = z.infer<typeof uploadSchema>;

export interface UploadPhotoOptions {
  api: ApiClients;
  file: File;
  signal?: AbortSignal;
  /** Bytes sent so far; given, the request goes through XMLHttpRequest to report them. */
  onProgress?: (progress: UploadProgress) => void;
}

/** Uploads one photo; rejects with RequestFailureError (e.g. 415, 413), a network TypeError or an AbortError. */
export async function uploadPhoto({ api, file, signal, onProgress }: UploadPhotoOptions): Promise<Upload> {
  const { data } = await api.storage.POST('/uploads', {
    // The contract types a binary part as a string; the serializer below sends the File itself.
    body: { files: [file.name] },
    bodySerializer: () => {
      const form = new FormData();
      form.append('files', file, file.name);
      return form;
    },
    signal,
    ...(onProgress ? { fetch: createXhrFetch(onProgress) } : {}),
  });
  const [upload] = uploadListSchema.parse(data).uploads;
  if (!upload) throw new Error('The storage service answered no upload for the photo.');
  return upload;
}
