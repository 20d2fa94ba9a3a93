import {
  breaksEndpoint,
  type EndEarlyBody,
  endEarlyEndpoint,
  type RecordBreakBody,
  recordBreakEndpoint,
  type TransferBody,
  transferOptionsEndpoint,
  transferPlacementEndpoint,
} from '@ojt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

// The changes of circumstance of a Placed placement (issue 29): breaks, transfers, early exits.
// Every key lives under `placementKeys.all`, so a change reloads the list, the open placement and these.
const changeKeys = {
  breaks: (placementId: number) => [...placementKeys.all, 'breaks', placementId] as const,
  transferOptions: (placementId: number) => [...placementKeys.all, 'transfer-options', placementId] as const,
};

/** GET /api/Admin/Breaks?PlacementId: the placement's breaks, earliest first. */
export function useBreaks(placementId: number | null) {
  return useQuery({
    queryKey: changeKeys.breaks(placementId ?? 0),
    queryFn: ({ signal }) => callApi(breaksEndpoint, { query: { PlacementId: placementId ?? 0 }, signal }),
    enabled: placementId !== null,
  });
}

/** GET /api/Admin/TransferOptions?PlacementId: the learner's applications Selected by another employer. */
export function useTransferOptions(placementId: number | null) {
  return useQuery({
    queryKey: changeKeys.transferOptions(placementId ?? 0),
    queryFn: ({ signal }) =>
      callApi(transferOptionsEndpoint, { query: { PlacementId: placementId ?? 0 }, signal }),
    enabled: placementId !== null,
  });
}

/** A mutation that reloads every placement query once settled. */
function usePlacementChange<T, A>(send: (values: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placementKeys.all }),
  });
}

/** POST /api/Admin/RecordBreak { placementId, from, to, reason, extendEnd }. */
export function useRecordBreak() {
  return usePlacementChange((body: RecordBreakBody) => callApi(recordBreakEndpoint, { body }));
}

/** POST /api/Admin/TransferPlacement { placementId, lastDay, newPlacementId, startDate, endDate, reason }. */
export function useTransferPlacement() {
  return usePlacementChange((body: TransferBody) => callApi(transferPlacementEndpoint, { body }));
}

/** POST /api/Placements/{id}/EndEarly { date, reason, details }, as the office. */
export function useEndEarly() {
  return usePlacementChange(({ placementId, ...body }: EndEarlyBody & { placementId: number }) =>
    callApi(endEarlyEndpoint, { params: { id: placementId }, body }),
  );
}
