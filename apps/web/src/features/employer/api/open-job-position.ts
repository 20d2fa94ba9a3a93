import { openJobPositionEndpoint, type PublishForm } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** A publication as the Publish dialog holds it, for the position `positionId`. */
export interface Publication {
  positionId: number;
  form: PublishForm;
}

/**
 * POST /api/Employer/OpenJobPosition (publish): the form's date-times (`YYYY-MM-DDThh:mm:00`, Port of
 * Spain time), openings and details; answers the new opening.
 */
export function openJobPosition({ positionId, form }: Publication) {
  return callApi(openJobPositionEndpoint, {
    body: {
      EmpJobKey: positionId,
      OpenDate: form.openDateTime,
      CloseDate: form.closeDateTime,
      NoOpenings: form.numberOfOpenings,
      Details: form.details,
    },
  });
}

/** Publishes; the lists reload after success and after a 409 'already open' (then it is published). */
export function useOpenJobPosition() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: employerKeys.all });
  return useMutation({ mutationFn: openJobPosition, onSettled: reload });
}
