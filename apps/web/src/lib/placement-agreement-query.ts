import { ENDPOINTS } from '@ojt/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from './api-client';

/** The cache key of a placement's agreement as the employer and the office read it. */
export const placementAgreementKey = (placementId: number) => ['placement-agreement', placementId] as const;

/**
 * GET /api/Placements/{placementId}/Agreement (the employer's and the office's view). A placement
 * never placed answers 409 ('no agreement yet'): that is not retried, and `none` says so.
 */
export function usePlacementAgreementOf(placementId: number, enabled = true) {
  const query = useQuery({
    queryKey: placementAgreementKey(placementId),
    queryFn: ({ signal }) => callApi(ENDPOINTS.AgreementOfPlacement, { params: { placementId }, signal }),
    enabled,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const none = isApiError(query.error) && query.error.status === 409;
  return { ...query, none };
}
