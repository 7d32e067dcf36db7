import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';

const albumCreatedSchema = z.object({ albumId: z.string().check(z.minLength(1)) });

/**
 * POST photo /albums: creates an empty album named `name` (valid per album-name.ts; the service checks the same
 * rules and answers 400 naming body.name otherwise). Resolves with the new album's id.
 */
export async function createAlbum({ api, name }: { api: ApiClients; name: string }): Promise<string> {
  const { data } = await api.photo.POST('/albums', { body: { name } });
  return albumCreatedSchema.parse(data).albumId;
}
