import { notifications } from '@mantine/notifications';
import { EndEarlyDialog } from '../../../../components/changes/end-early-dialog';
import { useEndPlacementEarly } from '../../api/end-placement-early';
import type { Application } from '../../api/types';
import { applicantName } from './applicant-card';

export interface EndEarlyFlowProps {
  /** The Placed learner's application; kept while the dialog animates closed. */
  application: Application | null;
  opened: boolean;
  onClose: () => void;
}

/** End early (issue 29): the employer ends its placed learner's placement, after a confirm step. */
export function EndEarlyFlow({ application, opened, onClose }: EndEarlyFlowProps) {
  const end = useEndPlacementEarly();
  const name = application ? applicantName(application) : '';
  return (
    <EndEarlyDialog
      opened={opened && application !== null}
      onClose={onClose}
      heading={application ? `${name} · ${application.jobs.empjobname}` : null}
      startDate={application?.startDate}
      endDate={application?.endDate}
      send={(body) => end.mutateAsync({ placementId: application?.placementId ?? 0, ...body })}
      onEnded={(message) => notifications.show({ color: 'green', title: message, message: name })}
    />
  );
}
