import { Stack, Tabs, Text, Title } from '@mantine/core';
import { MESSAGES, TIMESHEET_SCREEN_TEXTS } from '@ojt/domain';
import { IconCash, IconClipboardList, IconSearch, IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicationsPanel } from '../components/applications/applications-panel';
import { BrowsePanel } from '../components/browse/browse-panel';
import { ProfilePanel } from '../components/profile/profile-panel';
import { SettingsPanel } from '../components/settings/settings-panel';
import { StipendPanel } from '../components/stipend/stipend-panel';
import classes from './learner-dashboard-page.module.css';

/** The tabs of spec 2 §2 and My Stipend (issue 27), by the value kept in the URL (`?tab=applications`). */
export const LEARNER_TABS = ['browse', 'applications', 'stipend', 'profile', 'settings'] as const;
export type LearnerTab = (typeof LEARNER_TABS)[number];

const TAB_LOOK: Record<LearnerTab, { label: string; icon: ReactNode }> = {
  browse: { label: MESSAGES.tabBrowsePrograms, icon: <IconSearch size={16} aria-hidden /> },
  applications: { label: MESSAGES.tabMyApplications, icon: <IconClipboardList size={16} aria-hidden /> },
  stipend: { label: TIMESHEET_SCREEN_TEXTS.tabMyStipend, icon: <IconCash size={16} aria-hidden /> },
  profile: { label: MESSAGES.tabMyProfile, icon: <IconUserCircle size={16} aria-hidden /> },
  settings: { label: MESSAGES.tabSettings, icon: <IconSettings size={16} aria-hidden /> },
};

const isTab = (value: string | null): value is LearnerTab => LEARNER_TABS.includes(value as LearnerTab);

/** The sector filter of Browse Programs, kept in the URL beside the tab (`?sector=4`); 0 is All Sectors. */
function readSector(value: string | null): number {
  const sector = Number(value);
  return Number.isInteger(sector) && sector > 0 ? sector : 0;
}

/**
 * Learner dashboard (spec 2 §2). The header (welcome line, Logout) is the dashboard layout's; the
 * open tab and the sector filter are in the URL, so reload and Back keep them.
 */
export function LearnerDashboardPage() {
  useDocumentTitle(MESSAGES.learnerDashboardTitle);
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: LearnerTab = isTab(requested) ? requested : 'browse';
  const sector = readSector(searchParams.get('sector'));
  const learnerId = user?.id ?? '';

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams();
    if (value !== 'browse') next.set('tab', value);
    else if (sector > 0) next.set('sector', String(sector));
    setSearchParams(next, { replace: true });
  };
  const selectSector = (value: number) =>
    setSearchParams(value > 0 ? { sector: String(value) } : {}, { replace: true });

  const panels: Record<LearnerTab, ReactNode> = {
    browse: <BrowsePanel learnerId={learnerId} sector={sector} onSectorChange={selectSector} />,
    applications: <ApplicationsPanel learnerId={learnerId} onBrowse={() => selectTab('browse')} />,
    stipend: <StipendPanel learnerId={learnerId} />,
    profile: <ProfilePanel learnerId={learnerId} />,
    settings: <SettingsPanel />,
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {MESSAGES.learnerDashboardTitle}
        </Title>
        {user ? (
          <Text c="dimmed" size="sm">
            {MESSAGES.accountLearnerIdLabel}: {user.id}
          </Text>
        ) : null}
      </div>
      <Tabs value={tab} onChange={selectTab} keepMounted={false} classNames={{ tabLabel: classes.label }}>
        <Tabs.List className={classes.list}>
          {LEARNER_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab} leftSection={TAB_LOOK[value].icon}>
              {TAB_LOOK[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEARNER_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} className={classes.panel}>
            {panels[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
