import { SimpleGrid } from '@mantine/core';
import { MESSAGES, type ProgrammeReport } from '@ojt/domain';
import { StatCard } from '../../../../components/stat-card';

/** '12 days', '1 day', '2.5 days'; '—' when there is nothing to measure. */
export function daysText(days: number | null): string {
  if (days === null) return MESSAGES.reportNoValue;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** '4 applications', '1 application': the openings card's count of applications. */
export function applicationsText(count: number): string {
  const noun = MESSAGES.reportApplications.toLowerCase();
  return `${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`;
}

/** The fill rate as a whole percent ('67%'); '—' without openings. */
export function fillRateText(rate: number | null): string {
  return rate === null ? MESSAGES.reportNoValue : `${Math.round(rate * 100)}%`;
}

/** The report's headline figures: openings, fill rate, the three medians and the learners waiting. */
export function ReportSummary({ report }: { report: ProgrammeReport }) {
  const { counts, medianDays } = report;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <StatCard
        label={MESSAGES.reportOpenings}
        value={counts.openings}
        detail={`${applicationsText(counts.applications)} · ${counts.placed} ${MESSAGES.reportPlaced.toLowerCase()}`}
      />
      <StatCard
        label={MESSAGES.reportFillRate}
        value={fillRateText(report.fillRate)}
        detail={MESSAGES.reportFillRateDetail}
      />
      <StatCard
        label={MESSAGES.reportLearnersWaiting}
        value={report.learnersWaiting}
        detail={
          report.oldestWaitingDays === null
            ? undefined
            : `${MESSAGES.reportOldestWaiting}: ${daysText(report.oldestWaitingDays)}`
        }
      />
      <StatCard
        label={MESSAGES.reportMedianInterview}
        value={daysText(medianDays.interview)}
        detail={MESSAGES.reportMedianDetail}
      />
      <StatCard
        label={MESSAGES.reportMedianSelection}
        value={daysText(medianDays.selection)}
        detail={MESSAGES.reportMedianDetail}
      />
      <StatCard
        label={MESSAGES.reportMedianPlacement}
        value={daysText(medianDays.placement)}
        detail={MESSAGES.reportMedianDetail}
      />
    </SimpleGrid>
  );
}
