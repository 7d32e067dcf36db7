import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './tabs.module.css';

/**
 * Tabs (react-aria Tabs): the ARIA tabs pattern, arrow keys move between tabs, only the selected panel is
 * rendered (so a panel's lazy content loads when its tab is first chosen).
 */
export function Tabs({ className, ...props }: RACTabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (name) => cx(styles.tabs, name))} />;
}

export function TabList<T extends object>({ className, ...props }: RACTabListProps<T>) {
  return (
    <RACTabList {...props} className={composeRenderProps(className, (name) => cx(styles.tabList, name))} />
  );
}

export function Tab({ className, ...props }: RACTabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (name) => cx(styles.tab, name))} />;
}

export function TabPanel({ className, ...props }: RACTabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeRenderProps(className, (name) => cx(styles.tabPanel, name))} />
  );
}
