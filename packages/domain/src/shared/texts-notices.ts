/**
 * What every notice's texts are: a subject and a plain-text body (an HTML body where a notice has
 * one). Each area's `texts-notices.ts` writes its notices as pure functions of their context; the
 * server adds the address, the account and any attachment, and sends them by a channel.
 */
export interface NoticeTexts {
  subject: string;
  text: string;
  html?: string;
}

// Plain text: it reads well on any phone and in any client, and carries nothing to block.
/** The closing line of every notice to a person. */
export const NOTICE_SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';
