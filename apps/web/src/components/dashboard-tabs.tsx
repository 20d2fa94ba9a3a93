import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import classes from './dashboard-tabs.module.css';

/**
 * A dashboard's open tab, kept in the URL (`?tab=jobs`; none for the first tab), so that reload and
 * Back keep it. Changing tabs replaces the history entry rather than adding one.
 */
export function useDashboardTab<T extends string>(tabs: readonly T[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const requested = searchParams.get('tab');
  const tab: T = isTab(requested) ? requested : (tabs[0] as T);
  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setSearchParams(value === tabs[0] ? {} : { tab: value }, { replace: true });
  };
  return [tab, selectTab] as const;
}

export interface DashboardTabsProps<T extends string> {
  /** The page's h1, e.g. 'Employer Dashboard'. */
  heading: string;
  /** The tabs' values, the first one the default; the open one is `?tab=` (`useDashboardTab`). */
  tabs: readonly T[];
  /** Each tab's label and icon. */
  look: Record<T, { label: ReactNode; icon: ReactNode }>;
  /** Each tab's panel (mounted only while its tab is open). */
  panels: Record<T, ReactNode>;
}

/**
 * A dashboard page: its heading, tabs and panels. Every tab stays in sight: the tabs wrap, two by two
 * on a phone, rather than scroll out of view.
 */
export function DashboardTabs<T extends string>(props: DashboardTabsProps<T>) {
  const { heading, tabs, look, panels } = props;
  const [tab, selectTab] = useDashboardTab(tabs);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false} classNames={{ tabLabel: classes.label }}>
        <Tabs.List className={classes.list}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab} leftSection={look[value].icon}>
              {look[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} className={classes.panel}>
            {panels[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
