/**
 * The product PDF (account-area.md sections 3 and 7): GET widgets /v1/Products/{id} lists a product's files;
 * it has a PDF when a file has purpose product.pdf. GET /v1/pdf/me/{id} fetches it (a blob), saved as {id}.pdf.
 * A product the service does not know (404) has no files.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { saveFile } from '@/lib/save-file';
import { productFilesQueryKey } from './keys';

export const PRODUCT_PDF_PURPOSE = 'product.pdf';

export const productFilesSchema = z.object({
  files: z.array(z.object({ purpose: z.string() })),
});

/** Whether the product has a PDF to download. */
export async function hasProductPdf({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<boolean> {
  return orIfNotFound(async () => {
    const { data } = await api.widgets.GET('/v1/Products/{id}', {
      params: { path: { id: code }, query: { extendResponseCommand: 'none', extendResponseWithUrls: false } },
      signal,
    });
    return productFilesSchema.parse(data).files.some((file) => file.purpose === PRODUCT_PDF_PURPOSE);
  }, false);
}

export const hasProductPdfQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: productFilesQueryKey(code),
    queryFn: ({ signal }) => hasProductPdf({ api, code, signal }),
    staleTime: 5 * 60_000,
  });

/** Fetches the product's PDF and saves it as {code}.pdf. */
export async function downloadProductPdf({ api, code }: { api: ApiClients; code: string }): Promise<void> {
  const { data } = await api.widgets.GET('/v1/pdf/me/{id}', {
    params: { path: { id: code } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) throw new Error('The PDF did not arrive');
  const url = URL.createObjectURL(data);
  try {
    saveFile(url, `${code}.pdf`);
  } finally {
    // The click has started the download; the URL can go once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
