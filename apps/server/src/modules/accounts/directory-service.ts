// The accounts module's surface: finding employers and learners, and making accounts. Other modules
// call these; the repositories behind them are the module's own.

export {
  type EmployerExportRow,
  employerBatch,
  type LearnerExportRow,
  learnerBatch,
} from './account-export-repository.ts';
export {
  type AccountFilter,
  accountStats,
  findEmployer,
  findLearner,
  type ListQuery,
  listEmployers,
  listLearners,
  type StatusFilter,
} from './account-repository.ts';
export { isUsernameTaken, releaseUsername, reserveUsername } from './reserved-username-repository.ts';
export {
  findEmployerByEmail,
  findLearnerByEmail,
  hasUserWithRole,
  insertUser,
  type NewAccount,
} from './user-account-repository.ts';
