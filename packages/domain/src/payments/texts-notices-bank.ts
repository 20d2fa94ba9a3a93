import { formatPortalStamp } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

/** To a learner or an employer's contact: their bank details were changed (PRODUCT.md §7). */
export interface BankDetailsChangedNoticeContext {
  /** Who the notice greets. */
  name: string;
  bankName: string;
  /** '•••• 4821': never the whole number. */
  accountMasked: string;
  /** When: shown as '27 Nov 2026, 7:49 am' (Port of Spain time). */
  changedAt: Date;
}

/**
 * To the account's own address: its bank details changed, to which bank and masked account, and what
 * to do if it was not them (stipends go to the account a run is created with).
 */
export function bankDetailsChangedNotice(context: BankDetailsChangedNoticeContext): NoticeTexts {
  const greeting = context.name ? `Hello ${context.name},` : 'Hello,';
  return {
    subject: 'Your bank details were changed',
    text:
      `${greeting}\n\nThe bank details of your OJT Portal account were changed on ${formatPortalStamp(context.changedAt)}. ` +
      `Payments will now go to ${context.accountMasked} at ${context.bankName}.\n\n` +
      "If this wasn't you, contact the programme office at once and change your password: the next " +
      'payment run will pay into this account.' +
      NOTICE_SIGNATURE,
  };
}
