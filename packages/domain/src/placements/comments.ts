import { formatPortalStamp } from '../shared/portal-date-time.ts';

/**
 * Who reads a comment an employer adds (AddComment `Visibility`): `applicant`, a message on the
 * application that its learner sees (the spec's comments, the default); `private`, a note for the
 * employer and the programme office only.
 */
export const COMMENT_VISIBILITIES = ['applicant', 'private'] as const;
/** One of `COMMENT_VISIBILITIES`. */
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** The marker between comments in a placement's `placementComments` (spec 2 §3: a double line break). */
export const COMMENT_SEPARATOR = '\n\n';

/** The comments held in a `placementComments` text, oldest first; `[]` when there are none. */
export function splitComments(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(COMMENT_SEPARATOR)
    .map((comment) => comment.trim())
    .filter((comment) => comment !== '');
}

/**
 * One comment as it is stored (spec 2 §3): '[23 Nov 2026, 1:40 pm] Name: text', stamped in Port of
 * Spain time. Blank lines inside the text are folded to single line breaks, so that the comment
 * never reads as two when the text is split on `COMMENT_SEPARATOR`.
 */
export function formatComment(at: Date, name: string, text: string): string {
  const body = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*\n/g, '\n')
    .trim();
  return `[${formatPortalStamp(at)}] ${name.trim()}: ${body}`;
}

/** `placementComments` with one more comment at the end. */
export function appendComment(existing: string | null | undefined, comment: string): string {
  return [...splitComments(existing), comment].join(COMMENT_SEPARATOR);
}
