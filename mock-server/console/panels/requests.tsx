/**
 * Requests: the mock's request log, live (Server-Sent Events from GET /__mock/requests/events, no polling), with
 * filters by account, operation, status and correlation id; a call's details (headers, bodies, contract findings).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RequestLogEntry } from '../../control/schemas';
import { fetchRequests, keys, parseRequestEvent, REQUEST_EVENTS_URL, requestQuery } from '../api';
import { t } from '../messages';
import { Button, TextField } from '../ui';
import { QueryState, time } from './shared';

/** Kept in the page as in the mock (control/request-log.ts REQUEST_LOG_CAPACITY). */
const KEPT = 500;
/**
 * Rows the table shows at first, newest first; "Show more" adds as many again. All 500 at once made the page slow
 * to use (and to check) while a busy mock kept adding rows.
 */
const ROWS_SHOWN = 100;

export interface RequestFilters {
  account: string;
  operation: string;
  status: string;
  correlationId: string;
}
export const NO_FILTERS: RequestFilters = { account: '', operation: '', status: '', correlationId: '' };

const contains = (value: string | undefined, wanted: string) =>
  wanted.trim() === '' || (value ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

export function matches(entry: RequestLogEntry, filters: RequestFilters): boolean {
  return (
    contains(entry.account, filters.account) &&
    contains(`${entry.service ?? ''} ${entry.operationId ?? ''}`, filters.operation) &&
    (filters.status.trim() === '' || String(entry.status).startsWith(filters.status.trim())) &&
    contains(entry.correlationId, filters.correlationId)
  );
}

/**
 * Pushed calls are added to the list at most this often: a busy mock answers hundreds of calls a second, and a
 * table re-rendered for each would keep the page (and a developer's keyboard) waiting.
 */
const LIVE_FLUSH_MS = 250;

/** The log with the entries that arrived appended (once each), the newest KEPT of them. */
function appendEntries(list: RequestLogEntry[], arrived: RequestLogEntry[]): RequestLogEntry[] {
  const known = new Set(list.map((e) => e.seq));
  const fresh = arrived.filter((e) => !known.has(e.seq));
  return fresh.length === 0 ? list : [...list, ...fresh].slice(-KEPT);
}

/**
 * The log: the mock's list followed by the calls pushed after it was taken (a flush may land while the list is on
 * its way; a refetch keeps them). Asked for once the stream is open (the panel's `enabled`) and each time it opens
 * again: the calls answered while it was closed (another panel shown, the connection lost) are never pushed.
 */
const logQuery = (client: QueryClient) =>
  queryOptions({
    queryKey: keys.requests,
    queryFn: async () => {
      const log = await fetchRequests();
      const last = log.at(-1)?.seq ?? 0;
      const pushed = (client.getQueryData<RequestLogEntry[]>(keys.requests) ?? []).filter(
        (e) => e.seq > last,
      );
      return [...log, ...pushed].slice(-KEPT);
    },
    staleTime: Infinity,
  });

/**
 * Appends the calls the mock pushes to the cached log, LIVE_FLUSH_MS at a time; `onOpen` says whether the stream is
 * open. Returns the unsubscribe.
 */
function followRequests(client: QueryClient, onOpen: (open: boolean) => void): () => void {
  const source = new EventSource(REQUEST_EVENTS_URL);
  let arrived: RequestLogEntry[] = [];
  let timer: number | undefined;
  const flush = () => {
    const entries = arrived;
    arrived = [];
    timer = undefined;
    client.setQueryData<RequestLogEntry[]>(keys.requests, (list = []) => appendEntries(list, entries));
  };
  source.onopen = () => {
    onOpen(true);
    // Marked stale, the log is asked for again as the panel enables its query (open).
    void client.invalidateQueries({ queryKey: keys.requests });
  };
  source.onerror = () => onOpen(false);
  source.addEventListener('request', (event) => {
    arrived.push(parseRequestEvent((event as MessageEvent<string>).data));
    timer ??= window.setTimeout(flush, LIVE_FLUSH_MS);
  });
  return () => {
    window.clearTimeout(timer);
    source.close();
  };
}

/** The live log: true once the stream is open. */
function useLiveRequests(): boolean {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => followRequests(client, setOpen), [client]);
  return open;
}

function Body({ text }: { text: string | undefined }) {
  if (!text) return <p>{t('requests.noBody')}</p>;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON (or cut off): as it came
  }
  return <pre>{shown}</pre>;
}

function Headers({ headers }: { headers: Record<string, string> | undefined }) {
  return (
    <dl className="headers">
      {Object.entries(headers ?? {}).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RequestDetail({
  seq,
  onClose,
  onShowReports,
}: {
  seq: number;
  onClose(): void;
  onShowReports(correlationId: string): void;
}) {
  const query = useQuery(requestQuery(seq));
  const entry = query.data;
  return (
    <section aria-labelledby="request-detail-heading" className="detail">
      <QueryState isPending={query.isPending} error={query.error} />
      {entry && (
        <>
          <h3 id="request-detail-heading">
            {t('requests.detail', { seq: entry.seq, method: entry.method, path: entry.path })}
          </h3>
          {entry.violation && (
            <p className="violation" role="note">
              {t('requests.violation', { side: entry.violation.side, detail: entry.violation.detail })}
            </p>
          )}
          {entry.fault && <p className="fault">{t('requests.fault', { fault: entry.fault })}</p>}
          <div className="row">
            <div>
              <h4>{t('requests.request')}</h4>
              <Headers headers={entry.requestHeaders} />
              <Body text={entry.requestBody} />
            </div>
            <div>
              <h4>
                {t('requests.response')} {entry.status || t('requests.networkDrop')}
              </h4>
              <Headers headers={entry.responseHeaders} />
              <Body text={entry.responseBody} />
            </div>
          </div>
          {entry.correlationId && (
            <Button onPress={() => onShowReports(entry.correlationId ?? '')}>
              {t('requests.errorReport')}
            </Button>
          )}
        </>
      )}
      <Button onPress={onClose}>{t('requests.close')}</Button>
    </section>
  );
}

/** One call of the list; entries never change once logged, so a row renders once while the list grows. */
const RequestRow = memo(function RequestRow({
  entry,
  current,
  onSelect,
}: {
  entry: RequestLogEntry;
  current: boolean;
  onSelect(seq: number): void;
}) {
  return (
    <tr aria-current={current ? 'true' : undefined} data-seq={entry.seq}>
      <td>{time(entry.at)}</td>
      <td>{entry.method}</td>
      <td className="path">{entry.path}</td>
      <td>{entry.operationId ?? ''}</td>
      <td className={entry.status >= 400 || entry.status === 0 ? 'bad' : ''}>
        {entry.status || t('requests.networkDrop')}
      </td>
      <td>{t('requests.ms', { ms: entry.durationMs })}</td>
      <td>{entry.account ?? ''}</td>
      <td className="path">{entry.correlationId ?? ''}</td>
      <td>
        {entry.violation &&
          (entry.violation.side === 'request'
            ? t('requests.violationRequest')
            : t('requests.violationResponse'))}
      </td>
      <td>
        <Button
          aria-label={t('requests.showLabel', {
            seq: entry.seq,
            method: entry.method,
            path: entry.path,
          })}
          onPress={() => onSelect(entry.seq)}
        >
          {t('requests.show')}
        </Button>
      </td>
    </tr>
  );
});

export function RequestsPanel({
  filters,
  onFilters,
  selected,
  onSelect,
  onShowReports,
}: {
  filters: RequestFilters;
  onFilters(filters: RequestFilters): void;
  selected: number | null;
  onSelect(seq: number | null): void;
  onShowReports(correlationId: string): void;
}) {
  const client = useQueryClient();
  const live = useLiveRequests();
  const query = useQuery({ ...logQuery(client), enabled: live });
  const all = query.data ?? [];
  const shown = all.filter((entry) => matches(entry, filters)).reverse();
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const rows = shown.slice(0, limit);
  const body = useRef<HTMLTableSectionElement>(null);
  // The button goes once every row shows: focus moves to the first row it added instead of to the page.
  const showMore = () => {
    const first = shown[limit]?.seq;
    flushSync(() => setLimit(limit + ROWS_SHOWN));
    body.current?.querySelector<HTMLElement>(`tr[data-seq="${first}"] button`)?.focus();
  };
  const set = (name: keyof RequestFilters) => (value: string) => onFilters({ ...filters, [name]: value });
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">{t('requests.heading')}</h2>
      <p className="hint">{live ? t('requests.live') : t('requests.connecting')}</p>
      <QueryState isPending={query.isPending} error={query.error} />
      <div className="filters">
        <TextField label={t('requests.filterAccount')} value={filters.account} onChange={set('account')} />
        <TextField
          label={t('requests.filterOperation')}
          value={filters.operation}
          onChange={set('operation')}
        />
        <TextField label={t('requests.filterStatus')} value={filters.status} onChange={set('status')} />
        <TextField
          label={t('requests.filterCorrelation')}
          value={filters.correlationId}
          onChange={set('correlationId')}
        />
        <Button onPress={() => onFilters(NO_FILTERS)}>{t('requests.clearFilters')}</Button>
      </div>
      {selected !== null && (
        <RequestDetail seq={selected} onClose={() => onSelect(null)} onShowReports={onShowReports} />
      )}
      {/* Not a live region: it changes with every call the mock answers. */}
      <p>{t('requests.count', { visible: rows.length, shown: shown.length, total: all.length })}</p>
      {query.data && shown.length === 0 && <p>{t('requests.empty')}</p>}
      {shown.length > 0 && (
        <div>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('requests.time')}</th>
                <th scope="col">{t('requests.method')}</th>
                <th scope="col">{t('requests.path')}</th>
                <th scope="col">{t('requests.operation')}</th>
                <th scope="col">{t('requests.status')}</th>
                <th scope="col">{t('requests.duration')}</th>
                <th scope="col">{t('requests.account')}</th>
                <th scope="col">{t('requests.correlation')}</th>
                <th scope="col">{t('requests.contract')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('requests.show')}</span>
                </th>
              </tr>
            </thead>
            <tbody ref={body}>
              {rows.map((entry) => (
                <RequestRow
                  key={entry.seq}
                  entry={entry}
                  current={entry.seq === selected}
                  onSelect={onSelect}
                />
              ))}
            </tbody>
          </table>
          {rows.length < shown.length && (
            <Button onPress={showMore}>
              {t('requests.more', { count: Math.min(ROWS_SHOWN, shown.length - rows.length) })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
