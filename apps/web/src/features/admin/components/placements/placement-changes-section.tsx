import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { exitReasonLabel, MESSAGES, type PlacementDetail } from '@ojt/domain';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import type { DetailItem } from '../../../../components/details/detail-section';
import { DetailSection } from '../../../../components/details/detail-section';
import { useBreaks } from '../../api/placement-changes';

/** A link-styled button that opens the other placement of a transfer. */
function PlacementLink({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(id)}>
      {`Open placement ${id}`}
    </Anchor>
  );
}

/** What a transfer or an early exit recorded on the placement (nothing: the section is left out). */
export function ChangeFactsSection({
  record,
  onOpenPlacement,
}: {
  record: PlacementDetail;
  onOpenPlacement: (id: number) => void;
}) {
  const items: DetailItem[] = [];
  if (record.transferredFrom) {
    items.push([
      MESSAGES.transferredFromLabel,
      <PlacementLink key="from" id={record.transferredFrom} onOpen={onOpenPlacement} />,
    ]);
  }
  if (record.transferredTo) {
    items.push([
      MESSAGES.transferredToLabel,
      <PlacementLink key="to" id={record.transferredTo} onOpen={onOpenPlacement} />,
    ]);
  }
  if (record.exitReason) {
    items.push(['Exit reason', exitReasonLabel(record.exitReason)]);
    items.push([MESSAGES.exitDetailsLabel, record.exitDetails ?? '']);
    items.push(['Ended early on', formatDate(record.endDate)]);
    if (record.exitedAt) items.push(['Recorded', formatDateTime(record.exitedAt)]);
  }
  if (items.length === 0) return null;
  return <DetailSection title="Change of circumstance" items={items} />;
}

/** The placement's breaks in training, earliest first (GET /api/Admin/Breaks). */
export function BreaksSection({ placementId }: { placementId: number }) {
  const breaks = useBreaks(placementId);
  const rows = breaks.data ?? [];
  let empty: string | null = null;
  if (breaks.isPending) empty = 'Loading breaks…';
  else if (breaks.isError) empty = 'The breaks could not be loaded.';
  else if (rows.length === 0) empty = MESSAGES.noBreaks;
  return (
    <DetailSection title={MESSAGES.breaksHeading} items={[]}>
      {empty ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={MESSAGES.breaksHeading}
        >
          {rows.map((row) => (
            <li key={row.breakId}>
              <Text size="sm" fw={600}>
                {formatDate(row.from)} to {formatDate(row.to)} · {row.days} {row.days === 1 ? 'day' : 'days'}
              </Text>
              <Text size="sm">{row.reason}</Text>
              <Text size="sm" c="dimmed">
                {row.extendEnd ? 'The end date moved by its length.' : 'The end date stayed.'} Recorded{' '}
                {formatDateTime(row.recordedAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

export interface ChangeActionsProps {
  onBreak: () => void;
  onTransfer: () => void;
  onEndEarly: () => void;
}

/** Record break, Transfer and End early, for a Placed placement. */
export function ChangeActions({ onBreak, onTransfer, onEndEarly }: ChangeActionsProps) {
  return (
    <Group mb="md" gap="sm">
      <Button variant="default" onClick={onBreak}>
        {MESSAGES.recordBreakLabel}
      </Button>
      <Button variant="default" onClick={onTransfer}>
        {MESSAGES.transferLabel}
      </Button>
      <Button variant="default" color="red.9" c="red.9" onClick={onEndEarly}>
        {MESSAGES.endEarlyLabel}
      </Button>
    </Group>
  );
}
