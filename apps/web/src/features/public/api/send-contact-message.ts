import { contactEndpoint, contactMessageSchema } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Contact with the form's values, as the contact schema reads them (trimmed, the email
 * lower-cased): 201 on success; 400 VALIDATION or 429 RATE_LIMITED throw an ApiError.
 */
export function sendContactMessage(values: z.input<typeof contactMessageSchema>) {
  return callApi(contactEndpoint, { body: contactMessageSchema.parse(values) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
