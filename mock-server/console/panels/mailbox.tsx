/** Mailbox: every message the mock sent, newest first, by account, each link clickable with its state. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mailboxQuery } from '../api';
import { t, type MessageId } from '../messages';
import { Select } from '../ui';
import { dateTime, QueryState } from './shared';

const ALL = '*';

export function MailboxPanel() {
  const query = useQuery(mailboxQuery);
  const [account, setAccount] = useState(ALL);
  const accounts = [...new Set((query.data ?? []).map((m) => m.account ?? m.to))].sort();
  const shown = (query.data ?? []).filter((m) => account === ALL || (m.account ?? m.to) === account);
  return (
    <section aria-labelledby="mailbox-heading">
      <h2 id="mailbox-heading">{t('mailbox.heading')}</h2>
      <QueryState isPending={query.isPending} error={query.error} />
      <div className="filters">
        <Select
          label={t('mailbox.account')}
          selected={account}
          onChange={setAccount}
          options={[{ id: ALL, label: t('any') }, ...accounts.map((a) => ({ id: a, label: a }))]}
        />
      </div>
      {query.data && shown.length === 0 && <p>{t('mailbox.empty')}</p>}
      {shown.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('mailbox.sentAt')}</th>
              <th scope="col">{t('mailbox.to')}</th>
              <th scope="col">{t('mailbox.subject')}</th>
              <th scope="col">{t('mailbox.kind')}</th>
              <th scope="col">{t('mailbox.state')}</th>
              <th scope="col">{t('mailbox.link')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((message) => (
              <tr key={message.id} data-state={message.state}>
                <td>{dateTime(message.sentAt)}</td>
                <td>{message.to}</td>
                <td>{message.subject}</td>
                <td>{t(`kind.${message.kind}` as MessageId)}</td>
                <td>
                  <span className={`badge badge-${message.state}`}>{t(`state.${message.state}`)}</span>
                </td>
                <td>
                  <a href={message.link} target="_blank" rel="noreferrer">
                    {message.link}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
