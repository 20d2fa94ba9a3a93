import { TIMESHEET_SCREEN_TEXTS } from '@ojt/domain';
import {
  IconBriefcase,
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconClockCheck,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DashboardTabs, useDashboardTab } from '../../../components/dashboard-tabs';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountPanel } from '../components/account/account-panel';
import { ApplicationsPanel } from '../components/applications/applications-panel';
import { JobsPanel } from '../components/jobs/jobs-panel';
import { LettersPanel } from '../components/letters-panel';
import { OverviewPanel } from '../components/overview/overview-panel';
import { ProfilePanel } from '../components/profile/profile-panel';
import { TimesheetsPanel } from '../components/timesheets/timesheets-panel';

/** The tabs of spec 2 §2 and Timesheets (issue 27), by the value kept in the URL (`?tab=jobs`). */
export const EMPLOYER_TABS = [
  'overview',
  'jobs',
  'applications',
  'timesheets',
  'certificates',
  'profile',
  'account',
] as const;
export type EmployerTab = (typeof EMPLOYER_TABS)[number];

const TAB_LOOK: Record<EmployerTab, { label: string; icon: ReactNode }> = {
  overview: { label: 'Overview', icon: <IconChartBar size={16} aria-hidden /> },
  jobs: { label: 'Job Positions', icon: <IconBriefcase size={16} aria-hidden /> },
  applications: { label: 'Applications', icon: <IconUsers size={16} aria-hidden /> },
  timesheets: { label: TIMESHEET_SCREEN_TEXTS.tabTimesheets, icon: <IconClockCheck size={16} aria-hidden /> },
  certificates: { label: 'Experience Letters', icon: <IconCertificate size={16} aria-hidden /> },
  profile: { label: 'Profile', icon: <IconBuilding size={16} aria-hidden /> },
  account: { label: 'User Account', icon: <IconUserCircle size={16} aria-hidden /> },
};

/**
 * Employer dashboard (spec 2 §2). The header (welcome line, email, company, Logout) is the dashboard
 * layout's; the open tab is in the URL, so reload and Back keep it.
 */
export function EmployerDashboardPage() {
  useDocumentTitle('Employer Dashboard');
  const { user } = useSession();
  const [, selectTab] = useDashboardTab(EMPLOYER_TABS);
  const empId = user?.id ?? '';

  const panels: Record<EmployerTab, ReactNode> = {
    overview: <OverviewPanel onOpenTab={selectTab} />,
    jobs: <JobsPanel empId={empId} />,
    applications: <ApplicationsPanel empId={empId} />,
    timesheets: <TimesheetsPanel />,
    certificates: <LettersPanel />,
    profile: <ProfilePanel empId={empId} />,
    account: <AccountPanel />,
  };

  return <DashboardTabs heading="Employer Dashboard" tabs={EMPLOYER_TABS} look={TAB_LOOK} panels={panels} />;
}
