import { Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Caseload, type CaseloadItem, type CaseloadKind, CASELOAD_MESSAGES as TEXT } from '@ojt/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../components/date-text';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { StatCard } from '../../../../components/stat-card';
import { useCaseload } from '../../api/caseload';
import { useOfficers } from '../../api/get-officers';
import { reviewsLink } from '../overview/review-summary';
import { PlacementDetailModal } from '../placements/placement-detail-modal';
import { officerRoleLabel } from '../placements/placement-labels';

const KIND_LABELS: Record<CaseloadKind, string> = {
  'agreement-overdue': TEXT.kindAgreementOverdue,
  'agreement-unconfirmed': TEXT.kindAgreementUnconfirmed,
  'review-due': TEXT.kindReviewDue,
  'review-overdue': TEXT.kindReviewOverdue,
  'month-not-submitted': TEXT.kindMonthNotSubmitted,
  'month-not-approved': TEXT.kindMonthNotApproved,
  'high-risk': TEXT.kindHighRisk,
  'break-ending': TEXT.kindBreakEnding,
};

// Dark badges (white text keeps 4.5:1): red for what is late or risky, the rest in the house colour.
const URGENT: ReadonlySet<CaseloadKind> = new Set(['agreement-overdue', 'review-overdue', 'high-risk']);

const CARDS: [keyof Caseload['counts'], string][] = [
  ['agreementsNotConfirmed', TEXT.cardAgreementsNotConfirmed],
  ['agreementsOverdue', TEXT.cardAgreementsOverdue],
  ['reviewsDue', TEXT.cardReviewsDue],
  ['reviewsOverdue', TEXT.cardReviewsOverdue],
  ['monthsWaiting', TEXT.cardMonthsWaiting],
  ['highRisk', TEXT.cardHighRisk],
  ['breaksEndingSoon', TEXT.cardBreaksEndingSoon],
];

const opensReviews = (kind: CaseloadKind) => kind.startsWith('review-') || kind === 'high-risk';

function CaseloadItemCard({ item, onOpen }: { item: CaseloadItem; onOpen: (placementId: number) => void }) {
  const label = KIND_LABELS[item.kind];
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${label}: ${item.learnerName}`}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge color={URGENT.has(item.kind) ? 'red.9' : 'blue.9'} variant="filled">
            {label}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDate(item.dueDate)}
          </Text>
        </Group>
        <Text fw={600}>{item.learnerName}</Text>
        <Text size="sm">{item.employerName}</Text>
        <Text size="sm">{item.text}</Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" onClick={() => onOpen(item.placementId)}>
            {TEXT.caseloadOpenPlacement}
          </Button>
          {opensReviews(item.kind) ? (
            <Button size="xs" variant="subtle" component={Link} to={reviewsLink()}>
              {TEXT.caseloadOpenReviews}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function CaseloadBody({ caseload, onOpen }: { caseload: Caseload; onOpen: (placementId: number) => void }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={TEXT.caseloadPlacements} value={caseload.placements} />
        {CARDS.map(([key, label]) => (
          <StatCard key={key} label={label} value={caseload.counts[key]} />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4" id="caseload-items-heading">
        {TEXT.caseloadItemsHeading}
      </Title>
      {caseload.items.length === 0 ? (
        <EmptyBlock message={TEXT.caseloadNothing} />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="caseload-items-heading"
        >
          {caseload.items.map((item) => (
            <CaseloadItemCard
              key={`${item.kind}:${item.placementId}:${item.dueDate}`}
              item={item}
              onOpen={onOpen}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The office's Caseload view (issue 29): the admin chooses an officer (until staff accounts exist)
 * and sees the counts of what needs attention in their Placed placements as cards, then the items,
 * most urgent first, each opening the placement or the Reviews view.
 */
export function CaseloadPanel() {
  const [officer, setOfficer] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const officers = useOfficers();
  const options = useMemo(
    () => [
      { value: '', label: TEXT.caseloadOfficerPlaceholder },
      ...(officers.data ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${officerRoleLabel(o.role)})`,
      })),
    ],
    [officers.data],
  );
  const caseload = useCaseload(officer);

  let body: React.ReactNode;
  if (officer === '') body = <Text c="dimmed">{TEXT.caseloadChooseOfficer}</Text>;
  else if (caseload.isPending) body = <LoadingBlocks label={TEXT.caseloadLoading} height={96} />;
  else if (caseload.isError)
    body = (
      <LoadError
        message={TEXT.caseloadFailed}
        error={caseload.error}
        onRetry={() => void caseload.refetch()}
      />
    );
  else body = <CaseloadBody caseload={caseload.data} onOpen={setOpen} />;

  return (
    <section aria-labelledby="caseload-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="caseload-heading">
          {TEXT.caseloadHeading}
        </Title>
        <Text size="sm">{TEXT.caseloadIntro}</Text>
        <NativeSelect
          label={TEXT.caseloadOfficerLabel}
          data={options}
          value={officer}
          onChange={(event) => setOfficer(event.currentTarget.value)}
          maw={420}
        />
        {body}
      </Stack>
      <PlacementDetailModal placementId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
