import { Stack, Tabs, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountPanel } from '../components/account/account-panel';
import { ApplicationsPanel } from '../components/applications/applications-panel';
import { JobsPanel } from '../components/jobs/jobs-panel';
import { LettersPanel } from '../components/letters-panel';
import { OverviewPanel } from '../components/overview/overview-panel';
import { ProfilePanel } from '../components/profile/profile-panel';
import classes from './employer-dashboard-page.module.css';

/** The tabs of spec 2 §2, by the value kept in the URL (`?tab=jobs`). */
export const EMPLOYER_TABS = [
  'overview',
  'jobs',
  'applications',
  'certificates',
  'profile',
  'account',
] as const;
export type EmployerTab = (typeof EMPLOYER_TABS)[number];

const TAB_LOOK: Record<EmployerTab, { label: string; icon: ReactNode }> = {
  overview: { label: 'Overview', icon: <IconChartBar size={16} aria-hidden /> },
  jobs: { label: 'Job Positions', icon: <IconBriefcase size={16} aria-hidden /> },
  applications: { label: 'Applications', icon: <IconUsers size={16} aria-hidden /> },
  certificates: { label: 'Experience Letters', icon: <IconCertificate size={16} aria-hidden /> },
  profile: { label: 'Profile', icon: <IconBuilding size={16} aria-hidden /> },
  account: { label: 'User Account', icon: <IconUserCircle size={16} aria-hidden /> },
};

const isTab = (value: string | null): value is EmployerTab => EMPLOYER_TABS.includes(value as EmployerTab);

/**
 * Employer dashboard (spec 2 §2). The header (welcome line, email, company, Logout) is the dashboard
 * layout's; the open tab is in the URL, so reload and Back keep it.
 */
export function EmployerDashboardPage() {
  useDocumentTitle('Employer Dashboard');
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: EmployerTab = isTab(requested) ? requested : 'overview';
  const listRef = useRef<HTMLDivElement>(null);

  // Phones: the tab row scrolls sideways; the open tab (e.g. after a reload) is brought into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes; it reads the DOM
  useEffect(() => {
    listRef.current
      ?.querySelector(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };
  const empId = user?.id ?? '';

  const panels: Record<EmployerTab, ReactNode> = {
    overview: <OverviewPanel onOpenTab={selectTab} />,
    jobs: <JobsPanel empId={empId} />,
    applications: <ApplicationsPanel empId={empId} />,
    certificates: <LettersPanel />,
    profile: <ProfilePanel empId={empId} />,
    account: <AccountPanel />,
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Employer Dashboard
      </Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List ref={listRef} className={classes.list}>
          {EMPLOYER_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab} leftSection={TAB_LOOK[value].icon}>
              {TAB_LOOK[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EMPLOYER_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} className={classes.panel}>
            {panels[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
