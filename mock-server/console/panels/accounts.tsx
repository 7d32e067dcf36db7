/** Accounts: every demo account with its scenario and counts; open the app as it; reset it to its seed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountsQuery, resetAccount } from '../api';
import { t } from '../messages';
import { Button, Status } from '../ui';
import { QueryState } from './shared';

/** The app's address that starts its sign-in with the e-mail filled in (the app passes login_hint on). */
export function openAppUrl(appUrl: string, email: string): string {
  const url = new URL('/', appUrl);
  url.searchParams.set('login_hint', email);
  return url.toString();
}

export function AccountsPanel() {
  const query = useQuery(accountsQuery);
  const client = useQueryClient();
  const [done, setDone] = useState('');
  const reset = useMutation({
    mutationFn: resetAccount,
    onSuccess: (_data, email) => {
      setDone(t('accounts.resetDone', { email }));
      void client.invalidateQueries();
    },
  });
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">{t('accounts.heading')}</h2>
      <QueryState isPending={query.isPending} error={query.error ?? reset.error} />
      {query.data && (
        <>
          <p>{t('accounts.password', { password: query.data.password })}</p>
          <p className="hint">{t('accounts.signedInHint')}</p>
          <Status>{done}</Status>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('accounts.email')}</th>
                <th scope="col">{t('accounts.scenario')}</th>
                <th scope="col">{t('accounts.counts')}</th>
                <th scope="col">{t('accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.accounts.map((account) => (
                <tr key={account.accountId}>
                  <th scope="row">
                    {account.email}
                    <div className="hint">{account.displayName}</div>
                  </th>
                  <td>
                    {account.description}
                    {account.scenario.length > 0 && <div className="hint">{account.scenario.join(', ')}</div>}
                  </td>
                  <td>{t('accounts.countsValue', account.counts)}</td>
                  <td className="actions">
                    <a
                      className="btn"
                      href={openAppUrl(query.data.appUrl, account.email)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t('accounts.open', { email: account.email })}
                    >
                      {t('accounts.openShort')}
                    </a>
                    <Button
                      aria-label={t('accounts.resetLabel', { email: account.email })}
                      isDisabled={reset.isPending}
                      onPress={() => reset.mutate(account.email)}
                    >
                      {t('accounts.reset')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
