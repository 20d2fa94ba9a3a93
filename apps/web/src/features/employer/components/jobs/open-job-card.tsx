import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { sectorName } from '@ojt/domain';
import { IconSendOff, IconUsers } from '@tabler/icons-react';
import type { OpenJobItem } from '../../api/types';
import { PositionStatusBadge } from './job-badges';
import classes from './jobs.module.css';
import { OpeningSummary } from './opening-summary';

export interface OpenJobCardProps {
  item: OpenJobItem;
  onUnpublish: () => void;
  onViewApplications: () => void;
}

/** One open job (GetOpenJobs): the position and the opening that is accepting applications. */
export function OpenJobCard({ item, onUnpublish, onViewApplications }: OpenJobCardProps) {
  const { empJobs: position, jobOpenings: opening } = item;
  const title = position.empjobname;
  const titleId = `opening-${opening.jobOpeningId}-title`;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap="sm">
        <div className={classes.cardHead}>
          <div>
            <Title order={3} size="h4" id={titleId} className={classes.cardTitle}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {sectorName(position.empjobsector)}
            </Text>
          </div>
          <PositionStatusBadge status={position.empjobpositionstatus} />
        </div>
        <OpeningSummary opening={opening} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUsers size={14} aria-hidden />}
            aria-label={`View applications for ${title}`}
            onClick={onViewApplications}
          >
            View applications
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            leftSection={<IconSendOff size={14} aria-hidden />}
            aria-label={`Unpublish ${title}`}
            onClick={onUnpublish}
          >
            Unpublish
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
