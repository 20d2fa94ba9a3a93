import { generateExperienceLetterEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/GenerateExperienceLetter ?PlacementId: a new letter for a Completed placement (201). */
export function generateExperienceLetter(placementId: number) {
  return callApi(generateExperienceLetterEndpoint, { query: { PlacementId: placementId } });
}

export function useGenerateExperienceLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateExperienceLetter,
    // The placement's letters list grows by the new one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
