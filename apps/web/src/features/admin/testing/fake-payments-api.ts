import {
  addBankBodySchema,
  approveClaimParamsSchema,
  BANK_MESSAGES,
  type Bank,
  banksAnswerSchema,
  createPaymentRunParamsSchema,
  type EmployerRecord,
  FUNDING_MESSAGES,
  isLiveRun,
  type PaymentLine,
  type PaymentRunDetail,
  paymentRunDetailSchema,
  paymentRunIdParamsSchema,
  paymentRunPageSchema,
  paymentRunsQuerySchema,
  type ReimbursementClaim,
  PAYMENT_RUN_MESSAGES as RUN,
  reimbursementClaimsAnswerSchema,
  rejectPaymentRunParamsSchema,
  setEmployerFundingParamsSchema,
} from '@ojt/domain';
import { fail, notFound, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import { bankFileRoute } from './fake-bank-file-api';
import { makeRun } from './payment-fixtures';

/** The payments part of the fake admin server's data. */
export interface PaymentData {
  runs: PaymentRunDetail[];
  /** The lines the next created run takes. */
  payable: PaymentLine[];
  banks: Bank[];
  claims: ReimbursementClaim[];
  employers: EmployerRecord[];
}

/** The admin signed in to the fake server (fake-admin-api.ts's `/api/Login/me`). */
const SIGNED_IN = 'admin';
const NOW = '2026-11-27T12:00:00.000Z';
const RUN_PATH = /^\/api\/Admin\/PaymentRun\/(\d+)$/;

function runPage(data: PaymentData, query: URLSearchParams): Response {
  const parsed = parseParams(paymentRunsQuerySchema, Object.fromEntries(query));
  if ('refusal' in parsed) return parsed.refusal;
  const { Page, PageSize } = parsed.values;
  const rows = [...data.runs].sort((a, b) => b.runId - a.runId);
  const items = rows
    .slice((Page - 1) * PageSize, Page * PageSize)
    .map(({ lines: _l, held: _h, ...run }) => run);
  // The answer is the contract's, or the test's fixtures are wrong.
  return json(200, paymentRunPageSchema.parse({ items, total: rows.length, page: Page, pageSize: PageSize }));
}

function create(data: PaymentData, params: Params): Response {
  const parsed = parseParams(createPaymentRunParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { Month, Cycle } = parsed.values;
  if (data.runs.some((r) => r.month === Month && r.cycle === Cycle && isLiveRun(r.status)))
    return fail(409, 'CONFLICT', RUN.runExists);
  const runId = Math.max(0, ...data.runs.map((r) => r.runId)) + 1;
  const run = makeRun(runId, data.payable, {
    month: Month,
    cycle: Cycle,
    createdBy: SIGNED_IN,
    createdAt: NOW,
  });
  data.runs.push(run);
  return json(201, { success: true, message: RUN.runCreated, data: paymentRunDetailSchema.parse(run) });
}

/** A run action: the run by RunId (404), in a state that allows it (409), then `act`. */
function onRun(
  data: PaymentData,
  params: Params,
  allowed: PaymentRunDetail['status'][],
  conflict: string,
  act: (run: PaymentRunDetail) => Response,
): Response {
  const parsed = parseParams(paymentRunIdParamsSchema, { RunId: params.RunId });
  if ('refusal' in parsed) return parsed.refusal;
  const run = data.runs.find((r) => r.runId === parsed.values.RunId);
  if (!run) return notFound(RUN.runNotFound);
  if (!allowed.includes(run.status)) return fail(409, 'CONFLICT', conflict);
  return act(run);
}

const answered = (message: string, run: PaymentRunDetail) => {
  const { lines: _l, held: _h, ...data } = run;
  return json(200, { success: true, message, data });
};

function approve(data: PaymentData, params: Params): Response {
  return onRun(data, params, ['Draft'], RUN.runApproveOnlyDraft, (run) => {
    if (run.createdBy === SIGNED_IN) return fail(403, 'FORBIDDEN', RUN.runCreatorCannotApprove);
    Object.assign(run, { status: 'Approved', approvedBy: SIGNED_IN, approvedAt: NOW });
    return answered(RUN.runApproved, run);
  });
}

function reject(data: PaymentData, params: Params): Response {
  const parsed = parseParams(rejectPaymentRunParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  return onRun(data, params, ['Draft', 'Approved'], RUN.runRejectOnlyDraftOrApproved, (run) => {
    Object.assign(run, {
      status: 'Rejected',
      rejectedBy: SIGNED_IN,
      rejectedAt: NOW,
      rejectedReason: parsed.values.Reason,
    });
    return answered(RUN.runRejected, run);
  });
}

function recalculate(data: PaymentData, params: Params): Response {
  return onRun(data, params, ['Draft'], RUN.runRecalculateOnlyDraft, (run) => {
    run.calculatedAt = NOW;
    return json(200, {
      success: true,
      message: RUN.runRecalculated,
      data: paymentRunDetailSchema.parse(run),
    });
  });
}

function addBank(data: PaymentData, params: Params): Response {
  const parsed = parseParams(addBankBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { name, routingNumber } = parsed.values;
  if (data.banks.some((b) => b.routingNumber === routingNumber))
    return fail(409, 'CONFLICT', BANK_MESSAGES.routingNumberTaken);
  const bank = { bankId: Math.max(0, ...data.banks.map((b) => b.bankId)) + 1, name, routingNumber };
  data.banks.push(bank);
  return json(201, { success: true, message: BANK_MESSAGES.bankAdded, data: bank });
}

function approveClaim(data: PaymentData, params: Params): Response {
  const parsed = parseParams(approveClaimParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const claim = data.claims.find((c) => c.claimId === parsed.values.ClaimId);
  if (!claim) return notFound(FUNDING_MESSAGES.claimNotFound);
  if (claim.status !== 'Pending') return fail(409, 'CONFLICT', FUNDING_MESSAGES.claimNotPending);
  Object.assign(claim, { status: 'Approved', approvedAt: NOW });
  return json(200, { success: true, message: FUNDING_MESSAGES.claimApproved, data: claim });
}

function setFunding(data: PaymentData, params: Params): Response {
  const parsed = parseParams(setEmployerFundingParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { EmpId, Model, FromMonth, Reason } = parsed.values;
  const employer = data.employers.find((e) => e.empId === EmpId);
  if (!employer) return notFound('Employer details not found.');
  employer.funding = { model: Model, fromMonth: FromMonth };
  const answer = {
    empId: EmpId,
    model: Model,
    fromMonth: FromMonth,
    reason: Reason,
    funding: employer.funding,
  };
  return json(200, { success: true, message: FUNDING_MESSAGES.employerFundingSet, data: answer });
}

function claimsOf(data: PaymentData, query: URLSearchParams): Response {
  const status = query.get('Status');
  const claims = data.claims.filter((c) => !status || c.status === status);
  return json(200, reimbursementClaimsAnswerSchema.parse(claims));
}

/**
 * The office's payment calls, validating what they are sent with the domain's schemas (a 400 with the
 * schema's first message, as the server answers) and their answers with the contracts' schemas; the
 * signed-in admin ('admin') cannot approve a run it created (403). Null for any other request.
 */
export function paymentRoute(data: PaymentData, r: RecordedRequest): Response | null {
  const key = `${r.method} ${r.path}`;
  const params = { ...Object.fromEntries(r.query), ...r.body };
  const file = bankFileRoute(data, r);
  if (file) return file;
  const runPath = RUN_PATH.exec(r.path);
  if (r.method === 'GET' && runPath) {
    const run = data.runs.find((x) => x.runId === Number(runPath[1]));
    return run ? json(200, paymentRunDetailSchema.parse(run)) : notFound(RUN.runNotFound);
  }
  if (key === 'GET /api/Admin/PaymentRuns') return runPage(data, r.query);
  if (key === 'POST /api/Admin/CreatePaymentRun') return create(data, params);
  if (key === 'POST /api/Admin/RecalculatePaymentRun') return recalculate(data, params);
  if (key === 'POST /api/Admin/ApprovePaymentRun') return approve(data, params);
  if (key === 'POST /api/Admin/RejectPaymentRun') return reject(data, params);
  if (key === 'GET /api/Lookups/Banks')
    return json(200, banksAnswerSchema.parse([...data.banks].sort((a, b) => a.name.localeCompare(b.name))));
  if (key === 'POST /api/Admin/Banks') return addBank(data, params);
  if (key === 'GET /api/Admin/ReimbursementClaims') return claimsOf(data, r.query);
  if (key === 'POST /api/Admin/ApproveReimbursementClaim') return approveClaim(data, params);
  if (key === 'POST /api/Admin/SetEmployerFunding') return setFunding(data, params);
  return null;
}
