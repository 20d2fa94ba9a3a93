import {
  confirmAgreementEndpoint,
  learnerPlacementAgreementEndpoint,
  type PlacementAgreement,
  queryAgreementEndpoint,
} from '@ojt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

const agreementKey = (placementId: number) => [...learnerKeys.all, 'agreement', placementId] as const;

/** GET /api/Learner/PlacementAgreement ?PlacementId: the latest version, the versions and the questions. */
export function usePlacementAgreement(placementId: number) {
  return useQuery({
    queryKey: agreementKey(placementId),
    queryFn: ({ signal }) =>
      callApi(learnerPlacementAgreementEndpoint, { query: { PlacementId: placementId }, signal }),
  });
}

/** Confirm (POST /api/Learner/ConfirmAgreement) or ask (POST /api/Learner/QueryAgreement); the answer replaces the card's. */
export function useAgreementAction(placementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { confirm: number } | { question: string }) =>
      'confirm' in action
        ? callApi(confirmAgreementEndpoint, { body: { PlacementId: placementId, Version: action.confirm } })
        : callApi(queryAgreementEndpoint, { body: { PlacementId: placementId, Question: action.question } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<PlacementAgreement>(agreementKey(placementId), answer.data);
    },
  });
}
