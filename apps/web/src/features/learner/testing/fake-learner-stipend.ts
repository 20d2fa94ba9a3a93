import { type StipendMonth, stipendSentence, type Timesheet } from '@ojt/domain';
import { json } from '../../../test/fetch-mock';

/** A month's payment as the test sets it: its state and facts; the rest is worked out as the server does. */
export type FakePayment = Partial<StipendMonth['payment']> &
  Pick<StipendMonth['payment'], 'state'> & { funding?: StipendMonth['funding']; sentOn?: string };

/** What MyStipend reads: the months, and each month's payment by timesheet id (else not due yet). */
export interface FakeStipendData {
  timesheets: Timesheet[];
  payments: Record<number, FakePayment>;
}

/** One month of GET /api/Learner/MyStipend, its sentence from the domain's rule. */
export function stipendMonthOf(sheet: Timesheet, given: FakePayment | undefined): StipendMonth {
  const payment = {
    state: given?.state ?? 'not-due',
    runId: given?.runId ?? null,
    paidOn: given?.paidOn ?? null,
    failedReason: given?.failedReason ?? null,
    reference: given?.reference ?? null,
  };
  const funding = given?.funding ?? 'programme';
  return {
    timesheetId: sheet.timesheetId,
    placementId: sheet.placementId,
    month: sheet.month,
    attendance: sheet.status,
    payCycle: sheet.payCycle,
    amountCents: sheet.amountCents,
    amountText: sheet.amountText,
    funding,
    payment,
    text: stipendSentence({
      attendance: sheet.status,
      state: payment.state,
      funding,
      payCycle: sheet.payCycle,
      paidOn: payment.paidOn,
      sentOn: given?.sentOn ?? null,
      failedReason: payment.failedReason,
    }),
  };
}

/** GET /api/Learner/MyStipend: the learner's months, newest first. */
export function readMyStipend(data: FakeStipendData): Response {
  const months = [...data.timesheets]
    .sort((a, b) => b.month.localeCompare(a.month))
    .map((sheet) => stipendMonthOf(sheet, data.payments[sheet.timesheetId]));
  return json(200, months);
}
