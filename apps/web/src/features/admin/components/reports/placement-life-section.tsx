import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXIT_REASON_LABELS, type PlacementLifeReport, REPORT_LIFE_MESSAGES as TEXT } from '@ojt/domain';
import { LoadError, LoadingBlocks } from '../../../../components/load-states';
import { StatCard } from '../../../../components/stat-card';
import { usePlacementLifeReport } from '../../api/caseload';
import type { ReportParams } from '../../api/get-report';
import { FigureTable } from './figure-table';

const score = (value: number | null) => (value === null ? TEXT.lifeNoValue : value.toFixed(2));

function LifeFigures({ report }: { report: PlacementLifeReport }) {
  const { earlyExits, reviewsOnTime, ratings } = report;
  const rate = reviewsOnTime.rate === null ? TEXT.lifeNoValue : `${Math.round(reviewsOnTime.rate * 100)}%`;
  const ratingRows: [string, number | null][] = [
    [TEXT.lifeRatingLearner, ratings.learner],
    [TEXT.lifeRatingAttendance, ratings.attendance],
    [TEXT.lifeRatingPunctuality, ratings.punctuality],
    [TEXT.lifeRatingQuality, ratings.quality],
    [TEXT.lifeRatingTeamwork, ratings.teamwork],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard label={TEXT.lifeEarlyExits} value={earlyExits.total} />
        <StatCard
          label={TEXT.lifeReviewsOnTime}
          value={rate}
          detail={TEXT.lifeReviewsOnTimeDetail(reviewsOnTime.onTime, reviewsOnTime.signedOff)}
        />
        <StatCard label={TEXT.lifeReviewsSignedOff} value={reviewsOnTime.signedOff} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <FigureTable
          title={TEXT.lifeByReasonCaption}
          columns={[TEXT.lifeReasonColumn, TEXT.lifeCountColumn]}
          rows={
            earlyExits.total === 0
              ? []
              : earlyExits.byReason.map((r) => [EXIT_REASON_LABELS[r.reason], r.count])
          }
          empty={TEXT.lifeNoExits}
        />
        <FigureTable
          title={TEXT.lifeByMonthCaption}
          columns={[TEXT.lifeMonthColumn, TEXT.lifeCountColumn]}
          rows={earlyExits.byMonth.map((m) => [m.month, m.count])}
          empty={TEXT.lifeNoExits}
        />
        <FigureTable
          title={TEXT.lifeRatingsCaption}
          columns={[TEXT.lifeRatingColumn, TEXT.lifeAverageColumn]}
          rows={ratings.reviews === 0 ? [] : ratingRows.map(([label, value]) => [label, score(value)])}
          empty={TEXT.lifeNoReviews}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The Reports tab's "During the placement" section (issue 29): early exits by reason and by month of
 * placement, reviews signed off on time, and the reviews' average ratings, for the tab's filters.
 */
export function PlacementLifeSection({ params }: { params: ReportParams }) {
  const report = usePlacementLifeReport(params);
  let body: React.ReactNode;
  if (report.isPending) body = <LoadingBlocks label={TEXT.lifeLoading} height={96} />;
  else if (report.isError && !report.data)
    body = <LoadError message={TEXT.lifeFailed} error={report.error} onRetry={() => void report.refetch()} />;
  else body = <LifeFigures report={report.data!} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="placement-life-heading">
      <Title order={2} size="h3" id="placement-life-heading">
        {TEXT.lifeHeading}
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        {TEXT.lifeIntro}
      </Text>
      {body}
    </Stack>
  );
}
