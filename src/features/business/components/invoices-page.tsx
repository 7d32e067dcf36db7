/**
 * /invoices ("B2B invoices", account-area.md sections 1, 2 and 7): the business customer's invoices, newest
 * first, each with its date (dd MMM yyyy), order, amount and a PDF download (invoice_{reference}.pdf). The
 * route's loader has loaded the list (a list page); a load failure shows in place with Try again. A download
 * that fails says so in a toast and can be pressed again; one download per invoice at a time.
 *
 * Assumption (texts not shown in the spec): the column names, the empty and failure sentences.
 */
import { useId } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useChannel } from '@/lib/channel/channel-state';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { downloadInvoice } from '../api/download-invoice';
import { getInvoicesQueryOptions, type Invoice } from '../api/get-invoices';
import { DOWNLOAD_INVOICE_MUTATION_KEY } from '../api/keys';
import styles from './business.module.css';

export function InvoicesPage() {
  const t = useT();
  const invoices = useListQuery(getInvoicesQueryOptions(useApi()));
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.invoices')}</h1>
      <ListState
        query={invoices}
        errorText={t('business.invoices.loadError')}
        emptyText={t('business.invoices.empty')}
        isEmpty={(data) => data.invoices.length === 0}
      >
        {(data) => <InvoiceTable invoices={data.invoices} />}
      </ListState>
    </div>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const t = useT();
  return (
    <table className={styles.invoices}>
      <caption className="visually-hidden">{t('pageTitle.invoices')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('business.invoices.number')}</th>
          <th scope="col">{t('business.invoices.date')}</th>
          <th scope="col">{t('business.invoices.order')}</th>
          <th scope="col" className={styles.amount}>
            {t('business.invoices.amount')}
          </th>
          <th scope="col">{t('business.invoices.file')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </tbody>
    </table>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { formatDay, formatNumber } = useI18n();
  const api = useApi();
  const channel = useChannel();
  // Named by its text and the invoice ("Download PDF INV-2026-0001"): which invoice, and the name contains what
  // it shows, also while "Downloading…" (WCAG 2.5.3).
  const referenceId = useId();
  const buttonId = useId();
  const download = useAppMutation({
    mutationKey: [...DOWNLOAD_INVOICE_MUTATION_KEY, invoice.id],
    mutationFn: () => downloadInvoice({ api, invoice, channel: channel.id }),
    failureToast: t('business.invoices.downloadFailed', { reference: invoice.reference }),
  });
  return (
    <tr>
      <th scope="row" id={referenceId}>
        {invoice.reference}
      </th>
      {/* data-label: the column's name, shown beside the value where a phone shows each invoice as a card. */}
      <td data-label={t('business.invoices.date')}>{formatDay(invoice.invoiceDate, { timeZone: 'UTC' })}</td>
      <td data-label={t('business.invoices.order')}>{invoice.orderCode ?? ''}</td>
      <td className={styles.amount} data-label={t('business.invoices.amount')}>
        {invoice.amount === undefined
          ? ''
          : invoice.currency
            ? formatNumber(invoice.amount, { style: 'currency', currency: invoice.currency })
            : formatNumber(invoice.amount, { minimumFractionDigits: 2 })}
      </td>
      <td className={styles.file}>
        {/* Not react-aria's isPending: its announcement leaves an unnamed role="img" behind (axe). A second press
            while it downloads sends nothing (useAppMutation). */}
        <NativeButton
          variant="secondary"
          aria-busy={download.isPending || undefined}
          onPress={() => download.mutate()}
          id={buttonId}
          aria-labelledby={`${buttonId} ${referenceId}`}
        >
          {download.isPending ? t('business.invoices.downloading') : t('business.invoices.download')}
        </NativeButton>
      </td>
    </tr>
  );
}
