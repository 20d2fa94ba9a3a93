import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuilding, IconChartBar, IconSchool, IconUserCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminProfile } from '../components/admin-profile';
import { EmployersPanel } from '../components/employers-panel';
import { LearnersPanel } from '../components/learners-panel';
import { StatCards } from '../components/stat-cards';
import { useListFilters } from '../hooks/use-list-filters';
import classes from './admin-dashboard-page.module.css';

const TABS = ['overview', 'employers', 'learners', 'profile'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * Admin dashboard (spec 1 §2): Overview, Employers (n), Learners (n), Profile. The open tab is in the
 * URL (?tab=employers), so reload and Back keep it; each table keeps its search, filter and page here.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard | OJT Portal');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  const stats = useAdminStats();
  const employerFilters = useListFilters();
  const learnerFilters = useListFilters();

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Admin Dashboard
      </Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List className={classes.list}>
          <Tabs.Tab
            value="overview"
            className={classes.tab}
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Overview
          </Tabs.Tab>
          <Tabs.Tab
            value="employers"
            className={classes.tab}
            leftSection={<IconBuilding size={16} aria-hidden />}
          >
            {withCount('Employers', stats.data?.employers.total)}
          </Tabs.Tab>
          <Tabs.Tab
            value="learners"
            className={classes.tab}
            leftSection={<IconSchool size={16} aria-hidden />}
          >
            {withCount('Learners', stats.data?.learners.total)}
          </Tabs.Tab>
          <Tabs.Tab
            value="profile"
            className={classes.tab}
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            Profile
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" className={classes.panel}>
          <StatCards />
        </Tabs.Panel>
        <Tabs.Panel value="employers" className={classes.panel}>
          <EmployersPanel filters={employerFilters} />
        </Tabs.Panel>
        <Tabs.Panel value="learners" className={classes.panel}>
          <LearnersPanel filters={learnerFilters} />
        </Tabs.Panel>
        <Tabs.Panel value="profile" className={classes.panel}>
          <AdminProfile />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
