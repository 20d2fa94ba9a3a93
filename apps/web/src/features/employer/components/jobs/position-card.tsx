import { Divider, Group, List, Stack, Text } from '@mantine/core';
import { JOB_POSITION_STATUS, MESSAGES, sectorName } from '@ojt/domain';
import { IconCircleCheck, IconEdit, IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { RecordButton } from '../../../../components/record-button';
import { CardActions, RecordCard } from '../../../../components/record-card';
import type { JobPosition } from '../../api/types';
import { PositionStatusBadge, PublishedBadge } from './job-badges';
import { OpeningSummary } from './opening-summary';
import { UnpublishButton } from './unpublish-button';

export interface PositionActions {
  onEdit: (position: JobPosition) => void;
  onToggle: (position: JobPosition) => void;
  onPublish: (position: JobPosition) => void;
  onUnpublish: (position: JobPosition) => void;
  /** The id of the position whose status is being flipped. */
  togglingId: number | null;
}

function Requirements({ position }: { position: JobPosition }) {
  return (
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
  );
}

function Openings({ position }: { position: JobPosition }) {
  return (
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
  );
}

/** Publish, Unpublish, or why neither: only an active position can be published. */
function PublishAction({ position, actions }: { position: JobPosition; actions: PositionActions }) {
  const title = position.empjobname;
  if (position.published) {
    return <UnpublishButton title={title} onClick={() => actions.onUnpublish(position)} />;
  }
  if (position.empjobpositionstatus !== JOB_POSITION_STATUS.ACTIVE) {
    return (
      <Text size="xs" c="dimmed">
        {MESSAGES.positionNotActive}
      </Text>
    );
  }
  return (
    <RecordButton
      icon={IconSend}
      variant="filled"
      label={`Publish ${title}`}
      onClick={() => actions.onPublish(position)}
    >
      Publish
    </RecordButton>
  );
}

/** One job position (spec 2 §2): title, sector, status, requirements, Published or not, its openings. */
export function PositionCard({ position, actions }: { position: JobPosition; actions: PositionActions }) {
  const title = position.empjobname;
  const active = position.empjobpositionstatus === JOB_POSITION_STATUS.ACTIVE;
  const toggling = actions.togglingId === position.empjobid;
  return (
    <RecordCard
      titleId={`position-${position.empjobid}-title`}
      title={title}
      subtitle={sectorName(position.empjobsector)}
      badges={
        <Group gap={6}>
          <PositionStatusBadge status={position.empjobpositionstatus} />
          <PublishedBadge published={position.published} />
        </Group>
      }
    >
      <Requirements position={position} />
      <Openings position={position} />
      <Divider />
      <CardActions>
        <RecordButton icon={IconEdit} label={`Edit ${title}`} onClick={() => actions.onEdit(position)}>
          Edit
        </RecordButton>
        <RecordButton
          icon={active ? IconPlayerPause : IconPlayerPlay}
          label={`${active ? 'Disable' : 'Enable'} ${title}`}
          loading={toggling}
          onClick={() => actions.onToggle(position)}
        >
          {active ? 'Disable' : 'Enable'}
        </RecordButton>
        <PublishAction position={position} actions={actions} />
      </CardActions>
    </RecordCard>
  );
}
