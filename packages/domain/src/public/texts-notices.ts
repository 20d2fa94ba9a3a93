import type { NoticeTexts } from '../shared/texts-notices.ts';
import { type ContactMessage, contactCategoryLabel } from './schemas.ts';

/** A contact-form message, as forwarded to the support team: who wrote, about what, their words. */
export function contactMessageNotice(context: { message: ContactMessage }): NoticeTexts {
  const { message } = context;
  const category = contactCategoryLabel(message.category);
  return {
    subject: `[Contact: ${category}] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nCategory: ${category}\n\n${message.message}\n`,
  };
}
