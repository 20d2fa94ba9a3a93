import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { MESSAGES, type ProgrammeReport, sectorName } from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import { ChartFigure } from './chart-figure';

// Dark shades: every bar and line keeps at least 3:1 against the white card (WCAG 1.4.11).
const COUNT_COLOUR = 'blue.8';
const APPLICATIONS_COLOUR = 'blue.8';
const PLACEMENTS_COLOUR = 'orange.9';

/** 'Mar 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  return formatDate(`${month}-01`).split(' ').slice(1).join(' ');
}

/** The funnel's stages in order, with their counts. */
export function stageRows(report: ProgrammeReport): [string, number][] {
  const { counts } = report;
  return [
    [MESSAGES.reportOpenings, counts.openings],
    [MESSAGES.reportApplications, counts.applications],
    [MESSAGES.reportInterviews, counts.interviews],
    [MESSAGES.reportSelected, counts.selected],
    [MESSAGES.reportPlaced, counts.placed],
    [MESSAGES.reportCompleted, counts.completed],
    [MESSAGES.reportWithdrawn, counts.withdrawn],
  ];
}

/** The charts count applications and placements: their value axes tick at whole numbers only (no '1.5'). */
const WHOLE_NUMBERS = { allowDecimals: false } as const;

const listed = (rows: [string, number][]) => rows.map(([label, n]) => `${label} ${n}`).join(', ');

function StagesChart({ report }: { report: ProgrammeReport }) {
  const rows = stageRows(report);
  return (
    <ChartFigure
      title={MESSAGES.reportStagesTitle}
      summary={listed(rows)}
      table={{ columns: [MESSAGES.reportStageColumn, MESSAGES.reportCountColumn], rows }}
    >
      <BarChart
        h={280}
        data={rows.map(([stage, count]) => ({ stage, count }))}
        dataKey="stage"
        series={[{ name: 'count', label: MESSAGES.reportCountColumn, color: COUNT_COLOUR }]}
        orientation="vertical"
        xAxisProps={WHOLE_NUMBERS}
        yAxisProps={{ width: 120 }}
        gridAxis="x"
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function MonthsChart({ report }: { report: ProgrammeReport }) {
  const data = report.byMonth.map((row) => ({ ...row, label: monthLabel(row.month) }));
  const total = (key: 'applications' | 'placements') => data.reduce((sum, row) => sum + row[key], 0);
  return (
    <ChartFigure
      title={MESSAGES.reportMonthsTitle}
      summary={`${data.length} months from ${data[0]?.label ?? ''} to ${data.at(-1)?.label ?? ''}: ${total('applications')} applications and ${total('placements')} placements in all`}
      table={{
        columns: [MESSAGES.reportMonthColumn, MESSAGES.reportApplications, MESSAGES.reportPlaced],
        rows: data.map((row) => [row.label, row.applications, row.placements] as const),
      }}
    >
      <LineChart
        h={280}
        data={data}
        dataKey="label"
        series={[
          { name: 'applications', label: MESSAGES.reportApplications, color: APPLICATIONS_COLOUR },
          {
            name: 'placements',
            label: MESSAGES.reportPlaced,
            color: PLACEMENTS_COLOUR,
            strokeDasharray: '6 3',
          },
        ]}
        yAxisProps={WHOLE_NUMBERS}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

function SectorsChart({ report }: { report: ProgrammeReport }) {
  const data = report.bySector.map((row) => ({ ...row, name: sectorName(row.sector) }));
  return (
    <ChartFigure
      title={MESSAGES.reportSectorsTitle}
      summary={
        data.length ? listed(data.map((row) => [row.name, row.applications])) : MESSAGES.reportNoSectors
      }
      table={{
        columns: [MESSAGES.reportSectorColumn, MESSAGES.reportApplications, MESSAGES.reportPlaced],
        rows: data.map((row) => [row.name, row.applications, row.placed] as const),
      }}
    >
      {data.length ? (
        <BarChart
          h={Math.max(160, 48 * data.length + 60)}
          data={data}
          dataKey="name"
          series={[
            { name: 'applications', label: MESSAGES.reportApplications, color: APPLICATIONS_COLOUR },
            { name: 'placed', label: MESSAGES.reportPlaced, color: PLACEMENTS_COLOUR },
          ]}
          orientation="vertical"
          xAxisProps={WHOLE_NUMBERS}
          yAxisProps={{ width: 140 }}
          gridAxis="x"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          barChartProps={{ accessibilityLayer: false }}
        />
      ) : (
        <Text c="dimmed">{MESSAGES.reportNoSectors}</Text>
      )}
    </ChartFigure>
  );
}

/** The three charts of the report, each with its "Show data" table. Loaded only with the Reports tab. */
export function ReportCharts({ report }: { report: ProgrammeReport }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <StagesChart report={report} />
      <MonthsChart report={report} />
      <SectorsChart report={report} />
    </SimpleGrid>
  );
}
