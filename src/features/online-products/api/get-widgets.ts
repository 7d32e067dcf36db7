/**
 * GET widgets /v1/widget/all?orderCodes={comma list} (account-area.md section 7): the widgets of the given
 * orders, asked WIDGET_CODES_BATCH_SIZE codes at a time. Orders without a widget are left out by the service.
 */
import type { ApiClients } from '@/lib/api/clients';
import { WIDGET_CODES_BATCH_SIZE } from '../constants';
import { parseWidgets, type Widget } from './widget-schema';

export async function getWidgetBatch({
  api,
  orderCodes,
  signal,
}: {
  api: ApiClients;
  orderCodes: string[];
  signal?: AbortSignal;
}): Promise<Widget[]> {
  const { data } = await api.widgets.GET('/v1/widget/all', {
    params: { query: { orderCodes } },
    querySerializer: { array: { style: 'form', explode: false } },
    signal,
  });
  return parseWidgets(data);
}

export async function getWidgets(options: {
  api: ApiClients;
  orderCodes: string[];
  signal?: AbortSignal;
}): Promise<Widget[]> {
  const batches: string[][] = [];
  for (let i = 0; i < options.orderCodes.length; i += WIDGET_CODES_BATCH_SIZE) {
    batches.push(options.orderCodes.slice(i, i + WIDGET_CODES_BATCH_SIZE));
  }
  const answers = await Promise.all(batches.map((orderCodes) => getWidgetBatch({ ...options, orderCodes })));
  return answers.flat();
}
