import { useDocumentTitle } from '@mantine/hooks';
import { IconBuilding, IconChartBar, IconSchool, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DashboardTabs } from '../../../components/dashboard-tabs';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminProfile } from '../components/admin-profile';
import { EmployersPanel } from '../components/employers-panel';
import { LearnersPanel } from '../components/learners-panel';
import { StatCards } from '../components/stat-cards';
import { useListFilters } from '../hooks/use-list-filters';

const TABS = ['overview', 'employers', 'learners', 'profile'] as const;
type Tab = (typeof TABS)[number];

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * Admin dashboard (spec 1 §2): Overview, Employers (n), Learners (n), Profile. The open tab is in the
 * URL (?tab=employers), so reload and Back keep it; each table keeps its search, filter and page here.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard | OJT Portal');
  const stats = useAdminStats();
  const employerFilters = useListFilters();
  const learnerFilters = useListFilters();

  const look: Record<Tab, { label: string; icon: ReactNode }> = {
    overview: { label: 'Overview', icon: <IconChartBar size={16} aria-hidden /> },
    employers: {
      label: withCount('Employers', stats.data?.employers.total),
      icon: <IconBuilding size={16} aria-hidden />,
    },
    learners: {
      label: withCount('Learners', stats.data?.learners.total),
      icon: <IconSchool size={16} aria-hidden />,
    },
    profile: { label: 'Profile', icon: <IconUserCircle size={16} aria-hidden /> },
  };
  const panels: Record<Tab, ReactNode> = {
    overview: <StatCards />,
    employers: <EmployersPanel filters={employerFilters} />,
    learners: <LearnersPanel filters={learnerFilters} />,
    profile: <AdminProfile />,
  };

  return <DashboardTabs heading="Admin Dashboard" tabs={TABS} look={look} panels={panels} />;
}
