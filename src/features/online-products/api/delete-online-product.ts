/** DELETE widgets /v1/widget/{code} (account-area.md section 7): 204, the online photo book is deleted. */
import type { ApiClients } from '@/lib/api/clients';

export async function deleteOnlineProduct({ api, productCode }: { api: ApiClients; productCode: string }) {
  await api.widgets.DELETE('/v1/widget/{code}', { params: { path: { code: productCode } } });
}
