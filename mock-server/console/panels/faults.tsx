/** Faults: the active rules (remove one or all) and a form that adds one for an operation of the contracts. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FaultRuleAnswer } from '../../control/schemas';
import { accountsQuery, addFault, faultsQuery, keys, operationsQuery, removeFault } from '../api';
import { t } from '../messages';
import { Button, Checkbox, Select, Status, TextField } from '../ui';
import { QueryState } from './shared';

const ANY = '*';

export function effectText(fault: FaultRuleAnswer['fault']): string {
  return [
    fault.status ? t('effect.status', { status: fault.status }) : '',
    fault.latencyMs ? t('effect.latency', { ms: fault.latencyMs }) : '',
    fault.network ? t('effect.network') : '',
    fault.malformed ? t('effect.malformed') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A whole number from a field, undefined when empty, NaN when not a number. */
const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function AddFaultForm() {
  const operations = useQuery(operationsQuery);
  const accounts = useQuery(accountsQuery);
  const client = useQueryClient();
  const services = [...new Set((operations.data ?? []).map((o) => o.service))];
  const [service, setService] = useState('');
  const [operationId, setOperationId] = useState('');
  const [account, setAccount] = useState(ANY);
  const [times, setTimes] = useState('1');
  const [status, setStatus] = useState('500');
  const [latency, setLatency] = useState('');
  const [network, setNetwork] = useState(false);
  const [malformed, setMalformed] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const ofService = (operations.data ?? []).filter((o) => o.service === service);
  const add = useMutation({
    mutationFn: addFault,
    onSuccess: () => {
      setDone(t('faults.added'));
      void client.invalidateQueries({ queryKey: keys.faults });
    },
    onError: (error) => setProblem(error.message),
  });

  const numbers = { times: wholeNumber(times), status: wholeNumber(status), latency: wholeNumber(latency) };
  const notNumber = (value: number | undefined) =>
    value !== undefined && !Number.isInteger(value) ? t('faults.notNumber') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setProblem('');
    const operation = ofService.find((o) => o.operationId === operationId);
    if (!operation) return setProblem(t('faults.needOperation'));
    if (Object.values(numbers).some((n) => notNumber(n))) return setProblem(t('faults.notNumber'));
    const fault = {
      ...(numbers.status !== undefined ? { status: numbers.status } : {}),
      ...(numbers.latency !== undefined ? { latencyMs: numbers.latency } : {}),
      ...(network ? { network } : {}),
      ...(malformed ? { malformed } : {}),
    };
    if (Object.keys(fault).length === 0) return setProblem(t('faults.needEffect'));
    add.mutate({
      method: operation.method,
      path: operation.path,
      ...(account === ANY ? {} : { account }),
      ...(numbers.times !== undefined ? { times: numbers.times } : {}),
      fault,
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="add-fault-heading" className="form">
      <h3 id="add-fault-heading">{t('faults.add')}</h3>
      <div className="row">
        <Select
          label={t('faults.service')}
          selected={service}
          onChange={(next) => {
            setService(next);
            setOperationId('');
          }}
          options={services.map((s) => ({ id: s, label: s }))}
        />
        <Select
          label={t('faults.operation')}
          selected={operationId}
          onChange={setOperationId}
          options={ofService.map((o) => ({
            id: o.operationId,
            label: `${o.operationId} (${o.method} ${o.path})`,
          }))}
        />
        <Select
          label={t('faults.forAccount')}
          selected={account}
          onChange={setAccount}
          options={[
            { id: ANY, label: t('any') },
            ...(accounts.data?.accounts ?? []).map((a) => ({ id: a.email, label: a.email })),
          ]}
        />
        <TextField
          label={t('faults.timesLabel')}
          value={times}
          onChange={setTimes}
          inputMode="numeric"
          error={notNumber(numbers.times)}
        />
      </div>
      <div className="row">
        <TextField
          label={t('faults.status')}
          value={status}
          onChange={setStatus}
          inputMode="numeric"
          error={notNumber(numbers.status)}
        />
        <TextField
          label={t('faults.latency')}
          value={latency}
          onChange={setLatency}
          inputMode="numeric"
          error={notNumber(numbers.latency)}
        />
        <Checkbox isSelected={network} onChange={setNetwork}>
          {t('faults.network')}
        </Checkbox>
        <Checkbox isSelected={malformed} onChange={setMalformed}>
          {t('faults.malformed')}
        </Checkbox>
      </div>
      {problem && <p role="alert">{problem}</p>}
      <Status>{done}</Status>
      <Button type="submit" isDisabled={add.isPending}>
        {t('faults.submit')}
      </Button>
    </form>
  );
}

export function FaultsPanel() {
  const query = useQuery(faultsQuery);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: removeFault,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.faults }),
  });
  const rules = query.data ?? [];
  return (
    <section aria-labelledby="faults-heading">
      <h2 id="faults-heading">{t('faults.heading')}</h2>
      <QueryState isPending={query.isPending} error={query.error ?? remove.error} />
      {query.data && rules.length === 0 && <p>{t('faults.empty')}</p>}
      {rules.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('faults.operation')}</th>
                <th scope="col">{t('faults.account')}</th>
                <th scope="col">{t('faults.times')}</th>
                <th scope="col">{t('faults.hits')}</th>
                <th scope="col">{t('faults.effect')}</th>
                <th scope="col">{t('accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td>{t('faults.rule', { method: rule.method ?? '*', path: rule.path })}</td>
                  <td>{rule.account ?? t('any')}</td>
                  <td>{rule.times ?? t('faults.forever')}</td>
                  <td>{rule.hits}</td>
                  <td>{effectText(rule.fault)}</td>
                  <td>
                    <Button
                      aria-label={t('faults.removeLabel', { method: rule.method ?? '*', path: rule.path })}
                      onPress={() => remove.mutate(rule.id)}
                    >
                      {t('faults.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button onPress={() => remove.mutate(undefined)}>{t('faults.removeAll')}</Button>
        </>
      )}
      <AddFaultForm />
    </section>
  );
}
