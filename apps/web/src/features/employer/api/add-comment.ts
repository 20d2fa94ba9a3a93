import type { CommentVisibility, PlacementChanged } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

export interface AddCommentInput {
  /** The application (placement) id. */
  Id: number;
  /** The new comment's text; the server stamps it with the date-time and the author's name. */
  comments: string;
  /** `applicant`: the learner reads it; `private`: only the employer and the office do. */
  Visibility: CommentVisibility;
}

/** POST /api/Employer/AddComment: adds a message to the applicant or a private note to the application. */
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
