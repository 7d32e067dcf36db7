/** What every panel shows while its data loads or when the mock answered unexpectedly. */
import { t } from '../messages';

export function QueryState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  if (error) return <p role="alert">{t('failed', { detail: error.message })}</p>;
  if (isPending) return <p>{t('loading')}</p>;
  return null;
}

export const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' });
