import type { PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface AddCommentInput {
  /** The application (placement) id. */
  Id: number;
  /** The new comment's text; the server stamps it with the date-time and the author's name. */
  comments: string;
}

/** POST /api/Employer/AddComment: appends a comment to the application. */
export function addComment(input: AddCommentInput) {
  return apiRequest<PlacementChanged>('POST', '/Employer/AddComment', { body: input });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
