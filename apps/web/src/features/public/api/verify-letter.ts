import { verifyLetterEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/Public/VerifyLetter/{code}: genuine, revoked or unknown (no account; 429 when checked too often). */
export function verifyLetter(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(verifyLetterEndpoint, { params: { code }, auth: false, signal });
}

export function verifyLetterQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['public', 'verify-letter', code],
    queryFn: ({ signal }) => verifyLetter(code, { signal }),
    enabled: code !== '',
    // A verdict can change (revocation): ask again on every visit, never from an old cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useVerifyLetter(code: string) {
  return useQuery(verifyLetterQueryOptions(code));
}
