import type { ActionAnswer, ContactMessage } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/Contact: 201 on success; 400 VALIDATION or 429 RATE_LIMITED throw an ApiError. */
export function sendContactMessage(input: ContactMessage): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Contact', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
