import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconArrowRight } from '@tabler/icons-react';
import bars from '../../../../components/bars.module.css';
import { formatDate } from '../../../../components/date-text';
import { LoadError } from '../../../../components/load-states';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { StatCard } from '../../../../components/stat-card';
import { useOverview } from '../../api/get-overview';
import type { Application, EmployerOverview } from '../../api/types';
import { applicantName } from '../applications/applicant-card';
import classes from './overview.module.css';

const COUNTERS: { label: string; key: Exclude<keyof EmployerOverview, 'recentApplications'> }[] = [
  { label: 'Total Jobs Added', key: 'totalJobs' },
  { label: 'Published Jobs', key: 'publishedJobs' },
  { label: 'Total Applications', key: 'totalApplications' },
  { label: 'Selected Candidates', key: 'selectedCandidates' },
];

function RecentRow({ application }: { application: Application }) {
  return (
    <li className={classes.row}>
      <div>
        <Text fw={600} className={classes.name}>
          {applicantName(application)}
        </Text>
        <Text size="sm" c="dimmed">
          {application.jobs.empjobname} · Applied {formatDate(application.dateApplied)}
        </Text>
      </div>
      <PlacementStatusBadge status={application.placementStatus} />
    </li>
  );
}

export interface OverviewPanelProps {
  /** Opens another tab (the applications list). */
  onOpenTab: (tab: 'applications') => void;
}

/** Overview (spec 2 §2, PRODUCT.md §4): the four counters and the 5 newest applications. */
export function OverviewPanel({ onOpenTab }: OverviewPanelProps) {
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading overview">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {COUNTERS.map((counter) => (
            <Skeleton key={counter.key} height={96} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (overview.isError)
    return (
      <LoadError
        message={MESSAGES.failedLoadOverview}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );

  const data = overview.data;
  return (
    <Stack gap="lg">
      <VisuallyHidden component="h2">Overview</VisuallyHidden>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {COUNTERS.map((counter) => (
          <StatCard key={counter.key} label={counter.label} value={data[counter.key]} />
        ))}
      </SimpleGrid>
      <Paper
        withBorder
        radius="md"
        p="lg"
        className={classes.recent}
        component="section"
        aria-labelledby="recent-applications"
      >
        <div className={bars.bar}>
          <Title order={3} size="h4" id="recent-applications">
            Recent Applications
          </Title>
          {data.recentApplications.length > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              rightSection={<IconArrowRight size={14} aria-hidden />}
              onClick={() => onOpenTab('applications')}
            >
              View all applications
            </Button>
          ) : null}
        </div>
        {data.recentApplications.length === 0 ? (
          <Text c="dimmed" mt="sm" role="status">
            {MESSAGES.noApplicationsYet}
          </Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.recentApplications.map((application) => (
              <RecentRow key={application.placementId} application={application} />
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
