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
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardTabs } from '../../../components/dashboard-tabs';
import { LoadingBlocks } from '../../../components/load-states';
import { useAdminStats } from '../api/get-admin-stats';
import { STATUS_FILTERS, type StatusFilter } from '../api/types';
import { AdminProfile } from '../components/admin-profile';
import { AuditPanel } from '../components/audit/audit-panel';
import { EmployersPanel } from '../components/employers-panel';
import { LearnersPanel } from '../components/learners-panel';
import { AdminOverview } from '../components/overview/admin-overview';
import { usePlacementFilters } from '../components/placements/use-placement-filters';
import { PlacementsArea } from '../components/placements-area';
import { useTimesheetFilters } from '../components/timesheets/use-timesheet-filters';
import { type ListFilters, useListFilters } from '../hooks/use-list-filters';

// The charts' library loads only when Reports opens: no other tab or page pays for it.
const ReportsPanel = lazy(async () => ({
  default: (await import('../components/reports/reports-panel')).ReportsPanel,
}));

const TABS = ['overview', 'employers', 'learners', 'placements', 'reports', 'audit', 'profile'] as const;
type Tab = (typeof TABS)[number];

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

const isStatusFilter = (value: string | null): value is StatusFilter =>
  STATUS_FILTERS.includes(value as StatusFilter);

/**
 * A link into a table (`?tab=employers&status=pending&search=EMP-1`, from the overview) sets that
 * table's filter before it mounts, then the address keeps only the tab: from there the table's own
 * controls own the filter, as when the admin opens the tab by hand.
 */
function useLinkedFilters(tables: Partial<Record<Tab, ListFilters>>) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const status = params.get('status');
  const search = params.get('search');
  const filters = tab && isStatusFilter(status) ? tables[tab as Tab] : undefined;
  // Set while rendering (React redoes the render at once), so the table never asks for another list
  // first. A link sets the whole filter: a search typed earlier does not hide what it points at.
  const wanted = search?.trim() ?? '';
  if (filters && filters.status !== status) filters.setStatus(status as StatusFilter);
  if (filters && filters.search !== wanted) filters.setSearch(wanted);
  useEffect(() => {
    if (tab && (status !== null || search !== null)) setParams({ tab }, { replace: true });
  }, [tab, status, search, setParams]);
}

/**
 * Admin dashboard (spec 1 §2, issues 10, 11 and 27): Overview, Employers (n), Learners (n), Placements
 * (with its Timesheets and Stipend views), Reports, Audit trail, Profile.
 * The open tab is in the URL (?tab=employers), so reload and Back keep it; each table keeps its
 * search, filters and page here. The Overview is a work queue (issue 16): its counts and pending
 * sign-ups link to the tables with the filter set.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard | OJT Portal');
  const stats = useAdminStats();
  const employerFilters = useListFilters();
  const learnerFilters = useListFilters();
  const placementFilters = usePlacementFilters();
  const timesheetFilters = useTimesheetFilters();
  useLinkedFilters({ employers: employerFilters, learners: learnerFilters });

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
    overview: <AdminOverview />,
    employers: <EmployersPanel filters={employerFilters} />,
    learners: <LearnersPanel filters={learnerFilters} />,
    placements: <PlacementsArea placementFilters={placementFilters} timesheetFilters={timesheetFilters} />,
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
