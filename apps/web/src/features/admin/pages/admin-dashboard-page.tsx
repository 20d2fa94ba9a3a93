import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconChartPie,
  IconHistory,
  IconSchool,
  IconUserCircle,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { DashboardTabs } from '../../../components/dashboard-tabs';
import { LoadingBlocks } from '../../../components/load-states';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminProfile } from '../components/admin-profile';
import { AuditPanel } from '../components/audit/audit-panel';
import { EmployersPanel } from '../components/employers-panel';
import { LearnersPanel } from '../components/learners-panel';
import { PlacementsPanel } from '../components/placements/placements-panel';
import { usePlacementFilters } from '../components/placements/use-placement-filters';
import { StatCards } from '../components/stat-cards';
import { useListFilters } from '../hooks/use-list-filters';

// The charts' library loads only when Reports opens: no other tab or page pays for it.
const ReportsPanel = lazy(async () => ({
  default: (await import('../components/reports/reports-panel')).ReportsPanel,
}));

const TABS = ['overview', 'employers', 'learners', 'placements', 'reports', 'audit', 'profile'] as const;
type Tab = (typeof TABS)[number];

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * Admin dashboard (spec 1 §2, issues 10 and 11): Overview, Employers (n), Learners (n), Placements,
 * Reports, Audit trail, Profile.
 * The open tab is in the URL (?tab=employers), so reload and Back keep it; each table keeps its
 * search, filters and page here.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard | OJT Portal');
  const stats = useAdminStats();
  const employerFilters = useListFilters();
  const learnerFilters = useListFilters();
  const placementFilters = usePlacementFilters();

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
    placements: { label: 'Placements', icon: <IconBriefcase size={16} aria-hidden /> },
    reports: { label: 'Reports', icon: <IconChartPie size={16} aria-hidden /> },
    audit: { label: 'Audit trail', icon: <IconHistory size={16} aria-hidden /> },
    profile: { label: 'Profile', icon: <IconUserCircle size={16} aria-hidden /> },
  };
  const panels: Record<Tab, ReactNode> = {
    overview: <StatCards />,
    employers: <EmployersPanel filters={employerFilters} />,
    learners: <LearnersPanel filters={learnerFilters} />,
    placements: <PlacementsPanel filters={placementFilters} />,
    reports: (
      <Suspense fallback={<LoadingBlocks label="Loading reports" height={240} />}>
        <ReportsPanel />
      </Suspense>
    ),
    audit: <AuditPanel />,
    profile: <AdminProfile />,
  };

  return <DashboardTabs heading="Admin Dashboard" tabs={TABS} look={look} panels={panels} />;
}
