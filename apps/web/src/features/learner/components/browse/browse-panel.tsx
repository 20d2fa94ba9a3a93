import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LearnerOpenJobItem, MESSAGES, programsShownMessage } from '@ojt/domain';
import { useMemo, useState } from 'react';
import bars from '../../../../components/bars.module.css';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { NO_OPEN_JOBS_FILTERS, type OpenJobsFilters, useOpenJobs } from '../../api/get-open-jobs';
import { ApplicationSubmittedDialog } from './application-submitted-dialog';
import { ApplyDialog } from './apply-dialog';
import { BrowseFilters } from './browse-filters';
import { EmployerDetailsDialog } from './employer-details-dialog';
import { JobCard } from './job-card';

export interface BrowsePanelProps {
  learnerId: string;
  /** The sector filter, 0 for All Sectors. */
  sector: number;
  onSectorChange: (sector: number) => void;
}

// Pages fetched one after another may overlap when openings are published in between.
function uniqueOpenings(items: LearnerOpenJobItem[]): LearnerOpenJobItem[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const id = item.jobOpenings.jobOpeningId;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

interface OpenJobsResultsProps {
  filters: OpenJobsFilters;
  onFiltersChange: (filters: OpenJobsFilters) => void;
  applied: ReadonlySet<number>;
  onViewEmployer: (item: LearnerOpenJobItem) => void;
  onApply: (item: LearnerOpenJobItem) => void;
}

/** Nothing found: what to say, and the button that widens the search again. */
function NoOpenJobs({ filters, onFiltersChange }: Pick<OpenJobsResultsProps, 'filters' | 'onFiltersChange'>) {
  if (filters.keyword || filters.cityId > 0 || filters.state) {
    return (
      <EmptyBlock message={MESSAGES.noOpenJobsForSearch}>
        <Button
          variant="light"
          onClick={() => onFiltersChange({ ...NO_OPEN_JOBS_FILTERS, sort: filters.sort })}
        >
          {MESSAGES.clearFilters}
        </Button>
      </EmptyBlock>
    );
  }
  return (
    <EmptyBlock message={filters.sector > 0 ? MESSAGES.noOpenJobsInSector : MESSAGES.noOpenPrograms}>
      {filters.sector > 0 ? (
        <Button variant="light" onClick={() => onFiltersChange({ ...filters, sector: 0 })}>
          {MESSAGES.allSectors}
        </Button>
      ) : null}
    </EmptyBlock>
  );
}

/** The open jobs the filters find, a page at a time, with their loading, error and empty states. */
function OpenJobsResults({
  filters,
  onFiltersChange,
  applied,
  onViewEmployer,
  onApply,
}: OpenJobsResultsProps) {
  const jobs = useOpenJobs(filters);
  const items = useMemo(
    () => uniqueOpenings(jobs.data?.pages.flatMap((page) => page.items) ?? []),
    [jobs.data],
  );
  const total = jobs.data?.pages[0]?.total ?? 0;

  if (jobs.isPending) return <LoadingBlocks label={MESSAGES.loadingPrograms} count={4} height={220} />;
  if (jobs.isError && !jobs.data) {
    return (
      <LoadError
        message={MESSAGES.failedLoadOpenJobs}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (items.length === 0) return <NoOpenJobs filters={filters} onFiltersChange={onFiltersChange} />;
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {programsShownMessage(items.length, Math.max(total, items.length))}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {items.map((item) => (
          <JobCard
            key={item.jobOpenings.jobOpeningId}
            item={item}
            applied={item.applied || applied.has(item.jobOpenings.jobOpeningId)}
            onViewEmployer={onViewEmployer}
            onApply={onApply}
          />
        ))}
      </SimpleGrid>
      {jobs.isFetchNextPageError ? (
        <LoadError
          message={MESSAGES.failedLoadOpenJobs}
          error={jobs.error}
          onRetry={() => void jobs.fetchNextPage()}
        />
      ) : null}
      {jobs.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            {MESSAGES.showMorePrograms}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/**
 * Browse Programs (spec 2 §2, issue 30): search, the sector, town and order, and a card per open
 * opening, matches first unless another order is chosen, a page at a time; Apply opens Apply for
 * Job, View Employer Profile the Employer Details.
 */
export function BrowsePanel({ learnerId, sector, onSectorChange }: BrowsePanelProps) {
  // The sector lives in the address (the dashboard's); the search only while the page is open.
  const [search, setSearch] = useState<Omit<OpenJobsFilters, 'sector'>>(NO_OPEN_JOBS_FILTERS);
  const filters = { ...search, sector };
  const changeFilters = ({ sector: next, ...rest }: OpenJobsFilters) => {
    setSearch(rest);
    if (next !== sector) onSectorChange(next);
  };
  const [applying, setApplying] = useState<LearnerOpenJobItem | null>(null);
  const [viewing, setViewing] = useState<LearnerOpenJobItem | null>(null);
  const [submitted, setSubmitted] = useState<{ title: string; employer: string } | null>(null);
  // Spec 2 §4: an applied job joins this set at once, before the list reloads.
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());

  const onApplied = (item: LearnerOpenJobItem) => {
    setApplied((current) => new Set(current).add(item.jobOpenings.jobOpeningId));
    setApplying(null);
    setSubmitted({ title: item.empJobs.empjobname, employer: item.employer.empName });
  };

  return (
    <Stack gap="md">
      <div className={bars.toolbar}>
        <Title order={2} size="h3">
          {MESSAGES.tabBrowsePrograms}
        </Title>
      </div>
      <BrowseFilters filters={filters} onChange={changeFilters} />
      <OpenJobsResults
        filters={filters}
        onFiltersChange={changeFilters}
        applied={applied}
        onViewEmployer={setViewing}
        onApply={setApplying}
      />
      <ApplyDialog
        item={applying}
        learnerId={learnerId}
        onClose={() => setApplying(null)}
        onApplied={onApplied}
      />
      <ApplicationSubmittedDialog job={submitted} onClose={() => setSubmitted(null)} />
      <EmployerDetailsDialog
        opened={viewing !== null}
        empId={viewing?.employer.empId || viewing?.empJobs.empkey || ''}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}
