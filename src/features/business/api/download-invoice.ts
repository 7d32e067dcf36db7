/**
 * GET invoices /api/v1/HistoricalInvoice/me/pdf/{id}/{channel} (account-area.md section 7): the invoice's PDF,
 * rendered for the channel, fetched as a blob and saved as invoice_{reference}.pdf through a blob link.
 * Rejects when the service fails or the answer is not a PDF.
 */
import type { ChannelId } from '@/shared/channels';
import type { ApiClients } from '@/lib/api/clients';
import { saveFile } from '@/lib/save-file';
import type { Invoice } from './get-invoices';

export const invoiceFileName = (invoice: Pick<Invoice, 'reference'>) => `invoice_${invoice.reference}.pdf`;

export async function fetchInvoicePdf({
  api,
  invoiceId,
  channel,
}: {
  api: ApiClients;
  invoiceId: string;
  channel: ChannelId;
}): Promise<Blob> {
  const { data } = await api.invoices.GET('/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}', {
    params: { path: { id: invoiceId, channel } },
    parseAs: 'blob',
  });
  const blob = data as Blob | undefined;
  if (!blob || !blob.type.startsWith('application/pdf')) throw new Error('The invoice answer is not a PDF');
  return blob;
}

export async function downloadInvoice({
  api,
  invoice,
  channel,
}: {
  api: ApiClients;
  invoice: Invoice;
  channel: ChannelId;
}): Promise<void> {
  const blob = await fetchInvoicePdf({ api, invoiceId: invoice.id, channel });
  const url = URL.createObjectURL(blob);
  try {
    saveFile(url, invoiceFileName(invoice));
  } finally {
    // The click has started the download; the URL can go after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
