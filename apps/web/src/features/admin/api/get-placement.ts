import { getPlacementByIdEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** GET /api/Admin/GetPlacementById/{id}: people, dates, officers, stipend, history, evaluation, letters. */
export function getPlacement(placementId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getPlacementByIdEndpoint, { params: { id: placementId }, signal });
}

export function placementQueryOptions(placementId: number) {
  return queryOptions({
    queryKey: placementKeys.detail(placementId),
    queryFn: ({ signal }) => getPlacement(placementId, { signal }),
  });
}

/** One placement; nothing is asked while `placementId` is null. */
export function usePlacement(placementId: number | null) {
  return useQuery({ ...placementQueryOptions(placementId ?? 0), enabled: placementId !== null });
}
