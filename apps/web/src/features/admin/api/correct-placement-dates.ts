import type { CorrectPlacementDatesParams, PlacementDatesCorrected } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/**
 * POST /api/Admin/CorrectPlacementDates { PlacementId, StartDate, EndDate, Reason }: new dates for a
 * Placed or Completed placement; valid letters that state others are revoked and new ones allowed.
 * 400 `fields` per parameter; 409 for another status or unchanged dates.
 */
export function correctPlacementDates(params: CorrectPlacementDatesParams) {
  return apiRequest<PlacementDatesCorrected>('POST', '/Admin/CorrectPlacementDates', { body: params });
}

export function useCorrectPlacementDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctPlacementDates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}
