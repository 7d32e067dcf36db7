/** Time: exports, activation imports and download archives in flight, finished or failed now; a push by hand. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PUSH_CHANNEL_NAMES, type Progression } from '../../control/schemas';
import { accountsQuery, endProgression, keys, progressionsQuery, sendPush } from '../api';
import { t, type MessageId } from '../messages';
import { Button, Select, Status, TextField } from '../ui';
import { dateTime, QueryState } from './shared';

function PushForm() {
  const accounts = useQuery(accountsQuery);
  const [account, setAccount] = useState('demo@example.com');
  const [channel, setChannel] = useState<string>('downloads');
  const [message, setMessage] = useState('{"key": "archive-generation-started"}');
  const [problem, setProblem] = useState('');
  const push = useMutation({
    mutationFn: sendPush,
    onError: (error) => setProblem(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      JSON.parse(message);
    } catch {
      return setProblem(t('time.pushNotJson'));
    }
    push.mutate({ account, channel: channel as (typeof PUSH_CHANNEL_NAMES)[number], message });
  };
  return (
    <form onSubmit={submit} aria-labelledby="push-heading" className="form">
      <h3 id="push-heading">{t('time.push')}</h3>
      <div className="row">
        <Select
          label={t('time.pushAccount')}
          selected={account}
          onChange={setAccount}
          options={(accounts.data?.accounts ?? []).map((a) => ({ id: a.email, label: a.email }))}
        />
        <Select
          label={t('time.pushChannel')}
          selected={channel}
          onChange={setChannel}
          options={PUSH_CHANNEL_NAMES.map((c) => ({ id: c, label: c }))}
        />
      </div>
      <TextField label={t('time.pushMessage')} value={message} onChange={setMessage} multiline />
      {problem && <p role="alert">{problem}</p>}
      <Status>{push.data ? t('time.pushSent', { count: push.data.delivered }) : ''}</Status>
      <Button type="submit" isDisabled={push.isPending}>
        {t('time.pushSend')}
      </Button>
    </form>
  );
}

export function TimePanel() {
  const query = useQuery(progressionsQuery);
  const client = useQueryClient();
  const end = useMutation({
    mutationFn: ({ how, item }: { how: 'finish' | 'fail'; item: Progression }) =>
      endProgression(how, item.kind, item.id),
    onSettled: () => client.invalidateQueries({ queryKey: keys.progressions }),
  });
  const items = query.data ?? [];
  return (
    <section aria-labelledby="time-heading">
      <h2 id="time-heading">{t('time.heading')}</h2>
      <QueryState isPending={query.isPending} error={query.error ?? end.error} />
      {query.data && items.length === 0 && <p>{t('time.empty')}</p>}
      {items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('time.kind')}</th>
              <th scope="col">{t('time.account')}</th>
              <th scope="col">{t('time.status')}</th>
              <th scope="col">{t('time.started')}</th>
              <th scope="col">{t('accounts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const names = { kind: t(`kind.${item.kind}` as MessageId), account: item.account };
              return (
                <tr key={`${item.kind}-${item.id}`}>
                  <td>{names.kind}</td>
                  <td>{item.account}</td>
                  <td>{item.status}</td>
                  <td>{dateTime(item.startedAt)}</td>
                  <td className="actions">
                    <Button
                      aria-label={t('time.finishLabel', names)}
                      isDisabled={end.isPending}
                      onPress={() => end.mutate({ how: 'finish', item })}
                    >
                      {t('time.finish')}
                    </Button>
                    <Button
                      aria-label={t('time.failLabel', names)}
                      isDisabled={end.isPending}
                      onPress={() => end.mutate({ how: 'fail', item })}
                    >
                      {t('time.fail')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <PushForm />
    </section>
  );
}
