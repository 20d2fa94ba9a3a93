import { Group } from '@mantine/core';
import { sectorName } from '@ojt/domain';
import { IconUsers } from '@tabler/icons-react';
import { RecordButton } from '../../../../components/record-button';
import { RecordCard } from '../../../../components/record-card';
import type { OpenJobItem } from '../../api/types';
import { PositionStatusBadge } from './job-badges';
import { OpeningSummary } from './opening-summary';
import { UnpublishButton } from './unpublish-button';

export interface OpenJobCardProps {
  item: OpenJobItem;
  onUnpublish: () => void;
  onViewApplications: () => void;
}

/** One open job (GetOpenJobs): the position and the opening that is accepting applications. */
export function OpenJobCard({ item, onUnpublish, onViewApplications }: OpenJobCardProps) {
  const { empJobs: position, jobOpenings: opening } = item;
  const title = position.empjobname;
  return (
    <RecordCard
      titleId={`opening-${opening.jobOpeningId}-title`}
      title={title}
      subtitle={sectorName(position.empjobsector)}
      badges={<PositionStatusBadge status={position.empjobpositionstatus} />}
    >
      <OpeningSummary opening={opening} />
      <Group gap="xs">
        <RecordButton icon={IconUsers} label={`View applications for ${title}`} onClick={onViewApplications}>
          View applications
        </RecordButton>
        <UnpublishButton title={title} onClick={onUnpublish} />
      </Group>
    </RecordCard>
  );
}
