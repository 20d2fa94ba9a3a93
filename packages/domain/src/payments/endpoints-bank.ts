import { defineEndpoint } from '../shared/endpoint.ts';
import {
  addBankBodySchema,
  bankAddedSchema,
  bankDetailsAnswerSchema,
  bankDetailsSavedSchema,
  banksAnswerSchema,
  updateBankDetailsBodySchema,
} from './schemas-bank.ts';

// Bank details (issue 28): the office keeps the list of banks, every signed-in person reads it, and
// a learner or an employer keeps the one account it is paid into. No answer carries a whole account
// number: it leaves the server only in a payment run's bank file.
const lookupTags = ['lookups'];
const adminTags = ['admin: payments'];
const learnerTags = ['learner: payments'];
const employerTags = ['employer: payments'];

/** The banks of the office's list, by name (any signed-in role). */
export const banksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Lookups/Banks',
  summary:
    "The banks of the office's list (name and 9-digit routing number), by name; for any signed-in person",
  tags: lookupTags,
  bearer: true,
  answer: banksAnswerSchema,
  failures: [401, 403],
});

/** Adds a bank to the list (201); 409 when its routing number is listed already. */
export const addBankEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/Banks',
  summary:
    'Add a bank (name and 9-digit routing number) to the list; 409 when the routing number is listed already',
  tags: adminTags,
  bearer: true,
  body: addBankBodySchema,
  answer: bankAddedSchema,
  status: 201,
  failures: [400, 401, 403, 409],
});

const updateSummary = (who: string) =>
  `Set ${who} bank account (a bank of the list, the whole account number typed again, the holder); ` +
  'answers it masked, mails the account and records the change in the audit trail (never the number)';
const readSummary = (who: string) =>
  `${who} bank account, the number masked ('•••• 4821'); null before one is added`;

/** Sets the learner's own bank account; answers it masked. */
export const learnerUpdateBankDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/UpdateBankDetails',
  summary: updateSummary("the learner's"),
  tags: learnerTags,
  bearer: true,
  body: updateBankDetailsBodySchema,
  answer: bankDetailsSavedSchema,
  failures: [400, 401, 403],
});

/** Sets the employer's own bank account (for reimbursements); answers it masked. */
export const employerUpdateBankDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/UpdateBankDetails',
  summary: updateSummary("the employer's"),
  tags: employerTags,
  bearer: true,
  body: updateBankDetailsBodySchema,
  answer: bankDetailsSavedSchema,
  failures: [400, 401, 403],
});

/** The learner's own bank account, masked, or null. */
export const learnerBankDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/BankDetails',
  summary: readSummary("The learner's"),
  tags: learnerTags,
  bearer: true,
  answer: bankDetailsAnswerSchema,
  failures: [401, 403],
});

/** The employer's own bank account, masked, or null. */
export const employerBankDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/BankDetails',
  summary: readSummary("The employer's"),
  tags: employerTags,
  bearer: true,
  answer: bankDetailsAnswerSchema,
  failures: [401, 403],
});
