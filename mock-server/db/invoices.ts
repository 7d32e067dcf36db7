/**
 * State of the invoices service (handlers/invoices.ts): the historical invoices of business accounts and the
 * monthly invoice group files (statements) that hold them. Read-only: no call changes it (reset and the
 * per-account reset put the seed back all the same).
 *
 * Seed (deterministic: faker with a fixed seed per account and the fixed reference date): every business
 * account (accounts[].business; business@example.com) has 14 invoices over the 12 months before the
 * reference date, newest first in the list; ids are numeric from 88201, references INV-<year>-<6 digits>,
 * group file ids numeric from 100201 (one per month with invoices). Accounts that are not business have none.
 *
 * Assumptions where the documents say nothing: invoices are in GBP with 20% VAT (the business account orders
 * on bonusprint-gb); amount is the total including VAT; a line is an article, a quantity and a unit price
 * excluding VAT; the group file of a month is a statement of that month's invoices.
 */
import type { Faker } from '@faker-js/faker';
import { SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Excluding VAT, in cents. */
  unitPriceCents: number;
}

export interface InvoiceRecord {
  id: string;
  accountId: string;
  reference: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  orderCode: string;
  currency: string;
  /** Percent, e.g. 20. */
  vatRate: number;
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  /** Including VAT. */
  totalCents: number;
  groupFileId: string;
}

export interface GroupFileRecord {
  id: string;
  accountId: string;
  /** YYYY-MM */
  month: string;
  /** Oldest first. */
  invoiceIds: string[];
}

export interface InvoiceState extends ServiceState {
  invoices: Map<string, InvoiceRecord>;
  groupFiles: Map<string, GroupFileRecord>;
}

export const INVOICES_PER_BUSINESS_ACCOUNT = 14;
const FIRST_INVOICE_ID = 88201;
const FIRST_GROUP_FILE_ID = 100201;
const DAY = 24 * 60 * 60_000;
const VAT_RATE = 20;

const ARTICLES: { description: string; cents: number; quantity: [number, number] }[] = [
  { description: 'Photo book A4 landscape, hardcover, 26 pages', cents: 2999, quantity: [1, 25] },
  { description: 'Photo book A3 portrait, layflat, 40 pages', cents: 5999, quantity: [1, 10] },
  { description: 'Extra pages (2)', cents: 150, quantity: [2, 40] },
  { description: 'Photo prints 10x15 cm, glossy', cents: 15, quantity: [50, 500] },
  { description: 'Canvas print 60x40 cm', cents: 4499, quantity: [1, 8] },
  { description: 'Wall calendar A3', cents: 1999, quantity: [1, 30] },
  { description: 'Poster 50x70 cm', cents: 1499, quantity: [1, 12] },
];
const SHIPPING = { description: 'Shipping', cents: 499 };

const accountFaker = (account: DemoAccount) =>
  seededFaker({ key: account.accountId, hashStart: 11, salt: 0x1a70 });

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;

function seedLines(faker: Faker): InvoiceLine[] {
  const articles = faker.helpers.arrayElements(ARTICLES, { min: 1, max: 3 });
  return [
    ...articles.map((a) => ({
      description: a.description,
      quantity: faker.number.int({ min: a.quantity[0], max: a.quantity[1] }),
      unitPriceCents: a.cents,
    })),
    { description: SHIPPING.description, quantity: 1, unitPriceCents: SHIPPING.cents },
  ];
}

function seedInvoices(accounts: readonly DemoAccount[]) {
  const invoices = new Map<string, InvoiceRecord>();
  const groupFiles = new Map<string, GroupFileRecord>();
  let nextId = FIRST_INVOICE_ID;
  let nextGroupFileId = FIRST_GROUP_FILE_ID;
  let nextReference = 120;
  const end = SEED_REFERENCE_DATE.getTime();

  for (const account of accounts.filter((a) => a.business)) {
    const faker = accountFaker(account);
    const dates = Array.from({ length: INVOICES_PER_BUSINESS_ACCOUNT }, () =>
      faker.number.int({ min: end - 365 * DAY, max: end - DAY }),
    ).sort((a, b) => a - b);
    const byMonth = new Map<string, GroupFileRecord>();
    for (const at of dates) {
      const date = new Date(at);
      const month = ymd(date).slice(0, 7);
      let groupFile = byMonth.get(month);
      if (!groupFile) {
        groupFile = { id: String(nextGroupFileId++), accountId: account.accountId, month, invoiceIds: [] };
        byMonth.set(month, groupFile);
        groupFiles.set(groupFile.id, groupFile);
      }
      const lines = seedLines(faker);
      const netCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
      const vatCents = Math.round((netCents * VAT_RATE) / 100);
      const invoice: InvoiceRecord = {
        id: String(nextId++),
        accountId: account.accountId,
        reference: `INV-${date.getUTCFullYear()}-${pad(nextReference++, 6)}`,
        invoiceDate: ymd(date),
        orderCode: faker.string.numeric({ length: 9, allowLeadingZeros: false }),
        currency: 'GBP',
        vatRate: VAT_RATE,
        lines,
        netCents,
        vatCents,
        totalCents: netCents + vatCents,
        groupFileId: groupFile.id,
      };
      invoices.set(invoice.id, invoice);
      groupFile.invoiceIds.push(invoice.id);
    }
  }
  return { invoices, groupFiles };
}

/** The seeded invoices (the service never changes them; `reset` puts the seed back all the same). */
export function createInvoiceState({ accounts }: Pick<StateInputs, 'accounts'>): InvoiceState {
  const state: InvoiceState = {
    invoices: new Map(),
    groupFiles: new Map(),
    reset() {
      const seed = seedInvoices(accounts);
      state.invoices.clear();
      state.groupFiles.clear();
      for (const [id, invoice] of seed.invoices) state.invoices.set(id, invoice);
      for (const [id, groupFile] of seed.groupFiles) state.groupFiles.set(id, groupFile);
    },
  };
  state.reset();
  return state;
}

/** One account's invoices and group files back to the seed (the console's "Reset this account"); others untouched. */
export function resetAccountInvoices(
  state: InvoiceState,
  accounts: readonly DemoAccount[],
  accountId: string,
): void {
  for (const [id, invoice] of [...state.invoices])
    if (invoice.accountId === accountId) state.invoices.delete(id);
  for (const [id, file] of [...state.groupFiles])
    if (file.accountId === accountId) state.groupFiles.delete(id);
  // Ids run across the accounts, so the account's part is taken from the whole seed.
  const seed = seedInvoices(accounts);
  for (const [id, invoice] of seed.invoices)
    if (invoice.accountId === accountId) state.invoices.set(id, invoice);
  for (const [id, file] of seed.groupFiles) if (file.accountId === accountId) state.groupFiles.set(id, file);
}

/** The account's invoices, newest first. */
export function accountInvoices(state: InvoiceState, accountId: string): InvoiceRecord[] {
  return [...state.invoices.values()]
    .filter((i) => i.accountId === accountId)
    .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || Number(b.id) - Number(a.id));
}

/** An invoice of the account; undefined for unknown ids and ids of another account. */
export function accountInvoice(
  state: InvoiceState,
  accountId: string,
  id: string,
): InvoiceRecord | undefined {
  const invoice = state.invoices.get(id);
  return invoice?.accountId === accountId ? invoice : undefined;
}

export function accountGroupFile(
  state: InvoiceState,
  accountId: string,
  id: string,
): GroupFileRecord | undefined {
  const groupFile = state.groupFiles.get(id);
  return groupFile?.accountId === accountId ? groupFile : undefined;
}
