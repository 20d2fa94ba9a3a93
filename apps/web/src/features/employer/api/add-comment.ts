import { addCommentEndpoint, type CommentVisibility } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** A comment as the Add Comment dialog holds it, on one application (placement). */
export interface NewComment {
  placementId: number;
  /** The text; the server stamps it with the date-time and the author's name. */
  comment: string;
  /** `applicant`: the learner reads it; `private`: only the employer and the office do. */
  visibility: CommentVisibility;
}

/** POST /api/Employer/AddComment: adds a message to the applicant or a private note to the application. */
export function addComment({ placementId, comment, visibility }: NewComment) {
  return callApi(addCommentEndpoint, {
    body: { Id: placementId, comments: comment, Visibility: visibility },
  });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
