/**
 * PATCH customer /customers/me with {callbackUrl, callbackFormat} (account-area.md sections 3 and 7, FTP
 * integration): where and how order status callbacks are posted. Both set, or both null (no callbacks). The
 * answer is the updated profile, parsed like GET customers/me. Rejects with RequestFailureError (400 naming
 * body.callbackUrl or body.callbackFormat).
 */
import type { ApiClients } from '@/lib/api/clients';
import { businessProfileSchema, type BusinessProfile, type CallbackFormat } from './get-business-profile';

export interface CallbackSettings {
  callbackUrl: string | null;
  callbackFormat: CallbackFormat | null;
}

export async function saveCallback(api: ApiClients, settings: CallbackSettings): Promise<BusinessProfile> {
  const { data } = await api.customer.PATCH('/customers/me', { body: settings });
  return businessProfileSchema.parse(data);
}
