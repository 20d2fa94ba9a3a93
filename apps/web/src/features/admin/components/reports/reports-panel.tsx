import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type ProgrammeReport } from '@ojt/domain';
import { useState } from 'react';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { type ReportParams, useReport } from '../../api/get-report';
import { PlacementLifeSection } from './placement-life-section';
import { ReportCharts } from './report-charts';
import { ReportFilters } from './report-filters';
import { ReportSummary } from './report-summary';
import { StipendReportSection } from './stipend-report-section';

const NO_FILTERS: ReportParams = { from: '', to: '', sector: '', employerType: '' };

/** Nothing happened: no opening, application or later step in the period. */
function isEmpty(report: ProgrammeReport): boolean {
  return Object.values(report.counts).every((n) => n === 0);
}

/**
 * The Reports tab (issue 11): a period (by default the last 12 months) and optionally a sector or an
 * employer type; the headline figures, then the stages, months and sectors as charts, each with its
 * data as a table; then early exits, reviews on time and ratings (issue 29) and the stipends paid (issue 28). Lazy-loaded by the dashboard, with the charts' library and styles.
 */
export function ReportsPanel() {
  const [params, setParams] = useState(NO_FILTERS);
  const report = useReport(params);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {MESSAGES.reportsTitle}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {MESSAGES.reportsIntro}
        </Text>
      </div>
      <ReportFilters params={params} onChange={setParams} shown={report.data} />
      <ReportBody report={report} />
      <PlacementLifeSection params={params} />
      <StipendReportSection params={params} />
    </Stack>
  );
}

function ReportBody({ report }: { report: ReturnType<typeof useReport> }) {
  if (report.isPending) return <LoadingBlocks label={MESSAGES.reportLoading} height={140} />;
  if (report.isError && !report.data)
    return (
      <LoadError
        message={MESSAGES.failedLoadReport}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  const data = report.data!;
  return (
    <Stack gap="md" aria-busy={report.isFetching}>
      {report.isError ? (
        <LoadError
          message={MESSAGES.failedLoadReport}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      <ReportSummary report={data} />
      {isEmpty(data) ? <EmptyBlock message={MESSAGES.reportEmpty} /> : <ReportCharts report={data} />}
    </Stack>
  );
}
