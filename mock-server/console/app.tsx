/** The console's one page: a tab per panel; the requests' filters live here so error reports can link to them. */
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { t } from './messages';
import { AccountsPanel } from './panels/accounts';
import { ErrorReportsPanel } from './panels/error-reports';
import { FaultsPanel } from './panels/faults';
import { MailboxPanel } from './panels/mailbox';
import { NO_FILTERS, RequestsPanel, type RequestFilters } from './panels/requests';
import { TimePanel } from './panels/time';

const TABS = ['accounts', 'mailbox', 'faults', 'requests', 'errorReports', 'time'] as const;
type TabId = (typeof TABS)[number];

export function App() {
  const [tab, setTab] = useState<TabId>(() => {
    const wanted = new URLSearchParams(window.location.search).get('panel');
    return TABS.find((id) => id === wanted) ?? 'accounts';
  });
  const [filters, setFilters] = useState<RequestFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<number | null>(null);
  const [reportsOf, setReportsOf] = useState('');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as TabId)}>
        <TabList aria-label={t('tabs')} className="tablist">
          {TABS.map((id) => (
            <Tab key={id} id={id} className="tab">
              {t(`tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="accounts" className="panel">
          <AccountsPanel />
        </TabPanel>
        <TabPanel id="mailbox" className="panel">
          <MailboxPanel />
        </TabPanel>
        <TabPanel id="faults" className="panel">
          <FaultsPanel />
        </TabPanel>
        <TabPanel id="requests" className="panel">
          <RequestsPanel
            filters={filters}
            onFilters={setFilters}
            selected={selected}
            onSelect={setSelected}
            onShowReports={(correlationId) => {
              setReportsOf(correlationId);
              setTab('errorReports');
            }}
          />
        </TabPanel>
        <TabPanel id="errorReports" className="panel">
          <ErrorReportsPanel
            correlationId={reportsOf}
            onShowRequest={(correlationId) => {
              setFilters({ ...NO_FILTERS, correlationId });
              setSelected(null);
              setReportsOf('');
              setTab('requests');
            }}
          />
        </TabPanel>
        <TabPanel id="time" className="panel">
          <TimePanel />
        </TabPanel>
      </Tabs>
    </main>
  );
}
