import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTtd, type StipendReport, sectorName, STIPEND_REPORT_TEXTS as TEXT } from '@ojt/domain';
import { LoadError, LoadingBlocks } from '../../../../components/load-states';
import { StatCard } from '../../../../components/stat-card';
import type { ReportParams } from '../../api/get-report';
import { useStipendReport } from '../../api/get-stipend-report';
import { ChartFigure } from './chart-figure';
import { FigureTable } from './figure-table';
import { monthLabel } from './report-charts';

// Dark shades: each bar keeps at least 3:1 against the white card (WCAG 1.4.11).
const PROGRAMME_COLOUR = 'teal.9';
const EMPLOYER_COLOUR = 'indigo.8';

function MonthsChart({ report }: { report: StipendReport }) {
  const data = report.byMonth.map((row) => ({
    label: monthLabel(row.month),
    programme: row.programmeCents / 100,
    employer: row.employerCents / 100,
    row,
  }));
  return (
    <ChartFigure
      title={TEXT.monthsTitle}
      summary={TEXT.monthsSummary(
        formatTtd(report.totals.paidCents),
        data[0]?.label ?? '',
        data.at(-1)?.label ?? '',
      )}
      table={{
        columns: [TEXT.monthColumn, TEXT.programme, TEXT.employer, TEXT.reimbursed, TEXT.monthsColumn],
        rows: data.map(
          ({ label, row }) =>
            [
              label,
              formatTtd(row.programmeCents),
              formatTtd(row.employerCents),
              formatTtd(row.reimbursedCents),
              row.months,
            ] as const,
        ),
      }}
    >
      <BarChart
        h={280}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'programme', label: TEXT.programme, color: PROGRAMME_COLOUR },
          { name: 'employer', label: TEXT.employer, color: EMPLOYER_COLOUR },
        ]}
        valueFormatter={(value) => value.toLocaleString('en-TT', { maximumFractionDigits: 0 })}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function StipendFigures({ report }: { report: StipendReport }) {
  const { totals } = report;
  const paidMonths = report.byFunding.reduce((sum, row) => sum + row.months, 0);
  const approved = report.owedToEmployers.reduce((sum, row) => sum + row.approvedCents, 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <StatCard
          label={TEXT.paid}
          value={formatTtd(totals.paidCents)}
          detail={TEXT.paidDetail(paidMonths)}
        />
        <StatCard label={TEXT.programme} value={formatTtd(totals.programmeCents)} />
        <StatCard label={TEXT.employer} value={formatTtd(totals.employerCents)} />
        <StatCard
          label={TEXT.reimbursed}
          value={formatTtd(totals.reimbursedCents)}
          detail={TEXT.reimbursedDetail}
        />
        <StatCard
          label={TEXT.owed}
          value={formatTtd(totals.owedToEmployersCents)}
          detail={TEXT.owedDetail(formatTtd(approved))}
        />
      </SimpleGrid>
      <MonthsChart report={report} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <FigureTable
          title={TEXT.sectorsTitle}
          columns={[TEXT.sectorColumn, TEXT.programme, TEXT.employer, TEXT.monthsColumn]}
          rows={report.bySector.map((row) => [
            sectorName(row.sector),
            formatTtd(row.programmeCents),
            formatTtd(row.employerCents),
            row.months,
          ])}
          empty={TEXT.noSectors}
        />
        <FigureTable
          title={TEXT.fundingTitle}
          columns={[TEXT.fundingColumn, TEXT.totalColumn, TEXT.monthsColumn]}
          rows={report.byFunding.map((row) => [
            TEXT.fundingLabels[row.model],
            formatTtd(row.paidCents),
            row.months,
          ])}
          empty={TEXT.noSectors}
        />
      </SimpleGrid>
      <FigureTable
        title={TEXT.owedTitle}
        columns={[TEXT.employerColumn, TEXT.owedMonthsColumn, TEXT.owedColumn, TEXT.approvedColumn]}
        rows={report.owedToEmployers.map((row) => [
          `${row.employerName} (${row.empId})`,
          row.months,
          formatTtd(row.owedCents),
          formatTtd(row.approvedCents),
        ])}
        empty={TEXT.noneOwed}
      />
    </Stack>
  );
}

/** The Reports tab's stipend section (issue 28): the same period and filters as the report above it. */
export function StipendReportSection({ params }: { params: ReportParams }) {
  const report = useStipendReport(params);
  let body: React.ReactNode;
  if (report.isPending) body = <LoadingBlocks label={TEXT.loading} height={120} />;
  else if (report.isError && !report.data)
    body = <LoadError message={TEXT.failed} error={report.error} onRetry={() => void report.refetch()} />;
  else body = <StipendFigures report={report.data!} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="stipend-report-title" aria-busy={report.isFetching}>
      <div>
        <Title order={2} size="h3" id="stipend-report-title">
          {TEXT.title}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {TEXT.intro}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
