/**
 * POST widgets /v1/widget/{code} (account-area.md section 7: "request online version"): 202 with the widget,
 * now Requested ("Online version is requested").
 */
import type { ApiClients } from '@/lib/api/clients';
import { parseWidget, type Widget } from './widget-schema';

export async function requestOnlineVersion({
  api,
  productCode,
}: {
  api: ApiClients;
  productCode: string;
}): Promise<Widget> {
  const { data } = await api.widgets.POST('/v1/widget/{code}', { params: { path: { code: productCode } } });
  return parseWidget(data);
}
