import { defineEndpoint } from '../shared/endpoint.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import {
  adminClaimsQuerySchema,
  approveClaimParamsSchema,
  confirmStipendPaidParamsSchema,
  employerFundingSetSchema,
  employerStipendPaymentSchema,
  reimbursementClaimSchema,
  reimbursementClaimsAnswerSchema,
  setEmployerFundingParamsSchema,
} from './schemas-funding.ts';

// Employers' funding (issue 28): the office sets who pays an employer's trainees from a month on; an
// employer that pays confirms each month it paid, which builds its reimbursement claim (60%); the
// office approves the claims and the next payment run pays them.
const employerTags = ['employer: payments'];
const adminTags = ['admin: payments'];
const change = [400, 401, 403, 404, 409] as const;

/** Sets an employer's funding model from a month on, with a reason. */
export const setEmployerFundingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/SetEmployerFunding',
  summary:
    "Set who pays an employer's trainees (Model programme or employer, 60% reimbursed) from FromMonth on, with a Reason; the employer's record answers it as funding",
  tags: adminTags,
  bearer: true,
  body: setEmployerFundingParamsSchema,
  answer: actionWithDataSchema(employerFundingSetSchema),
  failures: [400, 401, 403, 404, 409],
});

/** The employer confirms it paid an approved, employer-paid month; the month joins its claim. */
export const confirmStipendPaidEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ConfirmStipendPaid',
  summary:
    "Confirm the caller paid an approved month of a placement it pays (PaidOn, Reference), once; the month joins the caller's reimbursement claim of that month and the learner is told",
  tags: employerTags,
  bearer: true,
  body: confirmStipendPaidParamsSchema,
  answer: actionWithDataSchema(employerStipendPaymentSchema),
  failures: change,
});

/** The caller's reimbursement claims, newest first, with their lines. */
export const employerReimbursementClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/ReimbursementClaims',
  summary: "The caller's reimbursement claims, newest first, with their lines and payment",
  tags: employerTags,
  bearer: true,
  answer: reimbursementClaimsAnswerSchema,
  failures: [401, 403],
});

/** Every employer's reimbursement claims, newest first, by Status. */
export const adminReimbursementClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/ReimbursementClaims',
  summary: "Employers' reimbursement claims, newest first, filtered by Status (Pending or Approved)",
  tags: adminTags,
  bearer: true,
  query: adminClaimsQuerySchema,
  answer: reimbursementClaimsAnswerSchema,
  failures: [400, 401, 403],
});

/** Approves a pending claim: the next payment run pays it. */
export const approveReimbursementClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/ApproveReimbursementClaim',
  summary: 'Approve a pending reimbursement claim (409 otherwise); the next payment run pays it',
  tags: adminTags,
  bearer: true,
  body: approveClaimParamsSchema,
  answer: actionWithDataSchema(reimbursementClaimSchema),
  failures: change,
});
