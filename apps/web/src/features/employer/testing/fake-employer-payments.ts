import {
  confirmStipendPaidParamsSchema,
  FUNDING_MESSAGES,
  formatTtd,
  portalToday,
  type ReimbursementClaim,
  reimbursedCents,
  type StipendMonth,
  stipendSentence,
  type Timesheet,
  validateFields,
} from '@ojt/domain';
import { fail, notFound, type Params, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';

/** A month's payment as a test sets it; what is not given is not due yet, and the programme pays. */
export type FakeMonthPayment = Partial<StipendMonth['payment']> & { funding?: StipendMonth['funding'] };

/** What the employer's payment routes keep: the months, their payments by timesheet id, the claims. */
export interface FakePaymentData {
  timesheets: Timesheet[];
  payments: Record<number, FakeMonthPayment>;
  claims: ReimbursementClaim[];
}

const conflict = (message: string) => fail(409, 'CONFLICT', message);

function stipendOf(sheet: Timesheet, given: FakeMonthPayment | undefined) {
  const payment = {
    state: given?.state ?? 'not-due',
    runId: given?.runId ?? null,
    paidOn: given?.paidOn ?? null,
    failedReason: given?.failedReason ?? null,
    reference: given?.reference ?? null,
  };
  const funding = given?.funding ?? 'programme';
  const facts = { attendance: sheet.status, state: payment.state, funding, payCycle: sheet.payCycle };
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
    text: stipendSentence(
      { ...facts, paidOn: payment.paidOn, sentOn: null, failedReason: payment.failedReason },
      false,
    ),
    learnerId: sheet.learnerId,
    learnerName: sheet.learnerName ?? sheet.learnerId,
  };
}

/** GET /api/Employer/LearnerStipends and /ReimbursementClaims; null for any other path. */
export function readPayments(data: FakePaymentData, r: RecordedRequest): Response | null {
  if (r.path === '/api/Employer/LearnerStipends') {
    const months = data.timesheets
      .filter((sheet) => sheet.status !== 'Draft')
      .sort((a, b) => b.month.localeCompare(a.month))
      .map((sheet) => stipendOf(sheet, data.payments[sheet.timesheetId]));
    return json(200, months);
  }
  if (r.path === '/api/Employer/ReimbursementClaims')
    return json(
      200,
      [...data.claims].sort((a, b) => b.month.localeCompare(a.month)),
    );
  return null;
}

/** The month's line in the employer's claim of that month (a new Pending claim when it has none). */
function addToClaim(data: FakePaymentData, sheet: Timesheet): ReimbursementClaim {
  let claim = data.claims.find((c) => c.month === sheet.month);
  if (!claim) {
    claim = {
      claimId: Math.max(0, ...data.claims.map((c) => c.claimId)) + 1,
      empId: sheet.empId,
      employerName: 'Caribbean Tech Ltd',
      month: sheet.month,
      status: 'Pending',
      amountCents: 0,
      amountText: formatTtd(0),
      approvedAt: null,
      lines: [],
      payment: { state: 'not-paid', runId: null, paidOn: null, failedReason: null },
    };
    data.claims.push(claim);
  }
  const reimbursed = reimbursedCents(sheet.amountCents);
  claim.lines.push({
    timesheetId: sheet.timesheetId,
    learnerId: sheet.learnerId,
    learnerName: sheet.learnerName ?? sheet.learnerId,
    month: sheet.month,
    stipendCents: sheet.amountCents,
    stipendText: sheet.amountText,
    reimbursedCents: reimbursed,
    reimbursedText: formatTtd(reimbursed),
  });
  claim.amountCents += reimbursed;
  claim.amountText = formatTtd(claim.amountCents);
  return claim;
}

/** POST /api/Employer/ConfirmStipendPaid: an approved month it pays, once, paid on a day not in the future. */
function confirmPaid(data: FakePaymentData, params: Params): Response {
  const problems = validateFields(confirmStipendPaidParamsSchema, params);
  if (Object.keys(problems).length > 0) {
    const error = Object.values(problems)[0] ?? '';
    return json(400, { success: false, error, code: 'VALIDATION', fields: problems });
  }
  const v = confirmStipendPaidParamsSchema.parse(params);
  if (v.PaidOn > portalToday())
    return json(400, {
      success: false,
      error: FUNDING_MESSAGES.paidOnInFuture,
      code: 'VALIDATION',
      fields: { PaidOn: FUNDING_MESSAGES.paidOnInFuture },
    });
  const sheet = data.timesheets.find((s) => s.timesheetId === v.TimesheetId);
  if (!sheet) return notFound('Timesheet not found.');
  const given = data.payments[sheet.timesheetId] ?? {};
  if (sheet.status !== 'Approved') return conflict(FUNDING_MESSAGES.confirmOnlyApproved);
  if (given.funding !== 'employer') return conflict(FUNDING_MESSAGES.confirmOnlyEmployerPaid);
  if (given.state === 'paid-by-employer') return conflict(FUNDING_MESSAGES.stipendAlreadyConfirmed);
  data.payments[sheet.timesheetId] = {
    ...given,
    state: 'paid-by-employer',
    paidOn: v.PaidOn,
    reference: v.Reference,
  };
  const claim = addToClaim(data, sheet);
  return json(200, {
    success: true,
    message: FUNDING_MESSAGES.stipendPaidConfirmed,
    data: {
      timesheetId: sheet.timesheetId,
      month: sheet.month,
      learnerId: sheet.learnerId,
      paidOn: v.PaidOn,
      reference: v.Reference,
      amountCents: sheet.amountCents,
      amountText: sheet.amountText,
      claimId: claim.claimId,
      reimbursedCents: reimbursedCents(sheet.amountCents),
    },
  });
}

/** The employer's payment actions, by path. */
export const PAYMENT_ACTIONS = { '/api/Employer/ConfirmStipendPaid': confirmPaid };
