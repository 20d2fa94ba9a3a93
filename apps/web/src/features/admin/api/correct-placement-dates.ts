import {
  type CorrectPlacementDatesBody,
  correctPlacementDatesEndpoint,
  correctPlacementDatesParamsSchema,
} from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** The Correct placement dates form's values (checked before sending), for one placement. */
export interface DatesCorrection {
  placementId: number;
  values: Omit<CorrectPlacementDatesBody, 'PlacementId'>;
}

/**
 * POST /api/Admin/CorrectPlacementDates { PlacementId, StartDate, EndDate, Reason }: new dates for a
 * Placed or Completed placement; valid letters that state others are revoked and new ones allowed.
 * 400 `fields` per parameter; 409 for another status or unchanged dates.
 */
export function correctPlacementDates({ placementId, values }: DatesCorrection) {
  return callApi(correctPlacementDatesEndpoint, {
    body: correctPlacementDatesParamsSchema.parse({ PlacementId: placementId, ...values }),
  });
}

export function useCorrectPlacementDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctPlacementDates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
