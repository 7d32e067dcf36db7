/**
 * PATCH customer /customers/me with {callbackUrl, callbackFormat} (account-area.md sections 3 and 7, FTP
 * integration): where and how order status callbacks are posted. Both set, or both null (no callbacks). The
 * answer is the updated profile; what the FTP page reads of it is checked here (the caller then re-reads the
 * profile's one query). Rejects with RequestFailureError (400 naming body.callbackUrl or body.callbackFormat).
 */
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import type { CallbackFormat } from './get-business-profile';

export interface CallbackSettings {
  callbackUrl: string | null;
  callbackFormat: CallbackFormat | null;
}

const savedCallbackSchema = z.object({
  callbackUrl: z.nullable(z.string()),
  callbackFormat: z.nullable(z.enum(['json', 'xml'])),
});

export async function saveCallback({
  api,
  settings,
}: {
  api: ApiClients;
  settings: CallbackSettings;
}): Promise<CallbackSettings> {
  const { data } = await api.customer.PATCH('/customers/me', { body: settings });
  return savedCallbackSchema.parse(data);
}
