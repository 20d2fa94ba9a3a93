import { Button, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { JOB_POSITION_STATUS, MESSAGES, sectorName } from '@ojt/domain';
import {
  IconCircleCheck,
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconSendOff,
} from '@tabler/icons-react';
import type { JobPosition } from '../../api/types';
import { PositionStatusBadge, PublishedBadge } from './job-badges';
import classes from './jobs.module.css';
import { OpeningSummary } from './opening-summary';

export interface PositionActions {
  onEdit: (position: JobPosition) => void;
  onToggle: (position: JobPosition) => void;
  onPublish: (position: JobPosition) => void;
  onUnpublish: (position: JobPosition) => void;
  /** The id of the position whose status is being flipped. */
  togglingId: number | null;
}

/** One job position (spec 2 §2): title, sector, status, requirements, Published or not, its openings. */
export function PositionCard({ position, actions }: { position: JobPosition; actions: PositionActions }) {
  const title = position.empjobname;
  const active = position.empjobpositionstatus === JOB_POSITION_STATUS.ACTIVE;
  const toggling = actions.togglingId === position.empjobid;
  const titleId = `position-${position.empjobid}-title`;
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
          <Group gap={6}>
            <PositionStatusBadge status={position.empjobpositionstatus} />
            <PublishedBadge published={position.published} />
          </Group>
        </div>

        <div>
          <Text size="sm" fw={600}>
            Requirements
          </Text>
          <List size="sm" spacing={2}>
            {position.tblemployerjobRequirements.map((row) => (
              <List.Item key={row.empJobReqId}>
                {row.qualificationType} — {row.certificateName}
              </List.Item>
            ))}
          </List>
        </div>

        <div>
          <Text size="sm" fw={600}>
            Openings
          </Text>
          {position.published ? (
            <Group gap={6} c="teal.9" wrap="nowrap">
              <IconCircleCheck size={16} aria-hidden />
              <Text size="sm">{MESSAGES.jobAlreadyPublished}</Text>
            </Group>
          ) : null}
          {position.tblemployerjobopenings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MESSAGES.noOpeningsYet}
            </Text>
          ) : (
            <Stack gap="xs" mt={4}>
              {position.tblemployerjobopenings.map((opening) => (
                <OpeningSummary key={opening.jobOpeningId} opening={opening} />
              ))}
            </Stack>
          )}
        </div>

        <Divider />
        <div className={classes.actions}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit ${title}`}
            onClick={() => actions.onEdit(position)}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={
              active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
            }
            aria-label={`${active ? 'Disable' : 'Enable'} ${title}`}
            loading={toggling}
            onClick={() => actions.onToggle(position)}
          >
            {active ? 'Disable' : 'Enable'}
          </Button>
          {position.published ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconSendOff size={14} aria-hidden />}
              aria-label={`Unpublish ${title}`}
              onClick={() => actions.onUnpublish(position)}
            >
              Unpublish
            </Button>
          ) : active ? (
            <Button
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              aria-label={`Publish ${title}`}
              onClick={() => actions.onPublish(position)}
            >
              Publish
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {MESSAGES.positionNotActive}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
