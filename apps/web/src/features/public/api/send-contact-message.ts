import type { ContactMessage } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ContactMessageResponse {
  success: true;
  message: string;
}

/** POST /api/Contact: 201 on success; 400 VALIDATION or 429 RATE_LIMITED throw an ApiError. */
export function sendContactMessage(input: ContactMessage): Promise<ContactMessageResponse> {
  return apiRequest<ContactMessageResponse>('POST', '/Contact', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
