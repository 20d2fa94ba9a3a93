import * as accounts from '../accounts/endpoints.ts';
import * as review from '../accounts/endpoints-review.ts';
import * as bulk from '../accounts/office-bulk.ts';
import * as agreements from '../agreements/endpoints.ts';
import * as audit from '../audit/endpoints.ts';
import * as caseload from '../caseload/endpoints.ts';
import * as employers from '../employers/endpoints.ts';
import * as exportsArea from '../exports/endpoints.ts';
import * as learners from '../learners/endpoints.ts';
import * as letters from '../letters/endpoints.ts';
import * as openings from '../openings/endpoints.ts';
import * as bank from '../payments/endpoints-bank.ts';
import * as bankFile from '../payments/endpoints-bank-file.ts';
import * as funding from '../payments/endpoints-funding.ts';
import * as runs from '../payments/endpoints-runs.ts';
import * as stipend from '../payments/endpoints-stipend.ts';
import * as stipendReport from '../payments/endpoints-stipend-report.ts';
import * as placements from '../placements/endpoints.ts';
import * as changes from '../placements/endpoints-changes.ts';
import * as placing from '../placements/endpoints-placing.ts';
import * as publicArea from '../public/endpoints.ts';
import * as reports from '../reports/endpoints.ts';
import * as reviews from '../reviews/endpoints.ts';
import * as signup from '../signup/endpoints.ts';
import * as timesheets from '../timesheets/endpoints.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every API call's contract, by name: the call's last path segment (the one before a path parameter
 * when it ends in one), with the role or area in front where two calls would share it
 * (`EmployerGetOpenJobs`, `ExportEmployers`) and `Get` in front of the query-string twin of a POST.
 * The server registers its routes from these; the client imports the contracts one by one (so a page
 * carries only the schemas of the calls it makes).
 */
export const ENDPOINTS = {
  // Accounts: sign-in, recovery, passwords, verification
  Login: accounts.loginEndpoint,
  Logout: accounts.logoutEndpoint,
  Me: accounts.meEndpoint,
  RecoverPassword: accounts.recoverPasswordEndpoint,
  ChangePassword: accounts.changePasswordEndpoint,
  ChangeEmail: accounts.changeEmailEndpoint,
  VerifyEmail: accounts.verifyEmailEndpoint,
  GetVerifyEmail: accounts.getVerifyEmailEndpoint,
  ResendVerification: accounts.resendVerificationEndpoint,
  // Accounts: the review of sign-ups
  ApproveEmployer: review.approveEmployerEndpoint,
  RejectEmployer: review.rejectEmployerEndpoint,
  ApproveLearner: review.approveLearnerEndpoint,
  RejectLearner: review.rejectLearnerEndpoint,
  ApproveEmployers: bulk.approveEmployersEndpoint,
  ApproveLearners: bulk.approveLearnersEndpoint,
  Stats: review.statsEndpoint,
  // Sign-up
  SignupAsEmployer: signup.signupAsEmployerEndpoint,
  SignUpAsLearner: signup.signUpAsLearnerEndpoint,
  WithdrawRequest: signup.withdrawRequestEndpoint,
  WithdrawConfirm: signup.withdrawConfirmEndpoint,
  // Employers
  GetAllEmployers: employers.getAllEmployersEndpoint,
  GetUnapprovedEmployers: employers.getUnapprovedEmployersEndpoint,
  GetEmployerById: employers.getEmployerByIdEndpoint,
  Employers: employers.employersEndpoint,
  UpdateEmployerProfile: employers.updateEmployerProfileEndpoint,
  Overview: employers.overviewEndpoint,
  // Learners
  GetAllLearners: learners.getAllLearnersEndpoint,
  GetUnapprovedLearners: learners.getUnapprovedLearnersEndpoint,
  GetLearnerById: learners.getLearnerByIdEndpoint,
  Learners: learners.learnersEndpoint,
  UpdateLearnerProfile: learners.updateLearnerProfileEndpoint,
  MyData: learners.myDataEndpoint,
  MyDataPdf: learners.myDataPdfEndpoint,
  // Openings
  AddJobPosition: openings.addJobPositionEndpoint,
  UpdateJobPosition: openings.updateJobPositionEndpoint,
  GetALLJobPositionByEmployerId: openings.getAllJobPositionsEndpoint,
  ToggleEmpJobStatus: openings.toggleJobStatusEndpoint,
  OpenJobPosition: openings.openJobPositionEndpoint,
  CloseJobPosition: openings.closeJobPositionEndpoint,
  EmployerGetOpenJobs: openings.employerOpenJobsEndpoint,
  LearnerGetOpenJobs: openings.learnerOpenJobsEndpoint,
  OpenJobs: openings.openJobsPageEndpoint,
  // Placements: applications
  GetJobApplications: placements.getJobApplicationsEndpoint,
  Applications: placements.applicationsEndpoint,
  ScheduleInterview: placements.scheduleInterviewEndpoint,
  AddComment: placements.addCommentEndpoint,
  GetAddComment: placements.getAddCommentEndpoint,
  SetApplicationOutcome: placements.setApplicationOutcomeEndpoint,
  CompletePlacement: placements.completePlacementEndpoint,
  ApplyForOJT: placements.applyForOjtEndpoint,
  GetAllApplicationsByLearnerId: placements.learnerApplicationsEndpoint,
  WithdrawOJTApplication: placements.withdrawApplicationEndpoint,
  // Placements: placing and officers
  Officers: placing.officersEndpoint,
  AddOfficer: placing.addOfficerEndpoint,
  RemoveOfficer: placing.removeOfficerEndpoint,
  PlaceLearner: placing.placeLearnerEndpoint,
  GetPlacementById: placing.getPlacementByIdEndpoint,
  Placements: placing.placementsEndpoint,
  // Letters
  GenerateExperienceLetter: letters.generateExperienceLetterEndpoint,
  LetterPdf: letters.letterPdfEndpoint,
  RevokeLetter: letters.revokeLetterEndpoint,
  AllowLetterReissue: letters.allowLetterReissueEndpoint,
  CorrectPlacementDates: letters.correctPlacementDatesEndpoint,
  VerifyLetter: letters.verifyLetterEndpoint,
  // Timesheets: the monthly attendance record and its stipend
  LearnerTimesheets: timesheets.learnerTimesheetsEndpoint,
  Timesheet: timesheets.learnerTimesheetEndpoint,
  SaveTimesheet: timesheets.saveTimesheetEndpoint,
  SubmitTimesheet: timesheets.submitTimesheetEndpoint,
  EmployerTimesheets: timesheets.employerTimesheetsEndpoint,
  ApproveTimesheet: timesheets.approveTimesheetEndpoint,
  ReturnTimesheet: timesheets.returnTimesheetEndpoint,
  AdminTimesheets: timesheets.adminTimesheetsEndpoint,
  CorrectTimesheet: timesheets.correctTimesheetEndpoint,
  StipendSchedules: timesheets.stipendSchedulesEndpoint,
  AddStipendSchedule: timesheets.addStipendScheduleEndpoint,
  Holidays: timesheets.holidaysEndpoint,
  AddHoliday: timesheets.addHolidayEndpoint,
  RemoveHoliday: timesheets.removeHolidayEndpoint,
  StipendSettings: timesheets.stipendSettingsEndpoint,
  SaveStipendSettings: timesheets.saveStipendSettingsEndpoint,
  // Payments: bank
  Banks: bank.banksEndpoint,
  AddBank: bank.addBankEndpoint,
  LearnerUpdateBankDetails: bank.learnerUpdateBankDetailsEndpoint,
  EmployerUpdateBankDetails: bank.employerUpdateBankDetailsEndpoint,
  LearnerBankDetails: bank.learnerBankDetailsEndpoint,
  EmployerBankDetails: bank.employerBankDetailsEndpoint,
  // Payments: runs
  CreatePaymentRun: runs.createPaymentRunEndpoint,
  PaymentRuns: runs.paymentRunsEndpoint,
  PaymentRun: runs.paymentRunEndpoint,
  RecalculatePaymentRun: runs.recalculatePaymentRunEndpoint,
  ApprovePaymentRun: runs.approvePaymentRunEndpoint,
  RejectPaymentRun: runs.rejectPaymentRunEndpoint,
  // Payments: funding, employer-paid months, reimbursement claims, where is my stipend
  SetEmployerFunding: funding.setEmployerFundingEndpoint,
  ConfirmStipendPaid: funding.confirmStipendPaidEndpoint,
  EmployerReimbursementClaims: funding.employerReimbursementClaimsEndpoint,
  AdminReimbursementClaims: funding.adminReimbursementClaimsEndpoint,
  ApproveReimbursementClaim: funding.approveReimbursementClaimEndpoint,
  MyStipend: stipend.myStipendEndpoint,
  LearnerStipends: stipend.learnerStipendsEndpoint,
  // Payments: bank file and results
  PaymentRunBankFile: bankFile.paymentRunBankFileEndpoint,
  PaymentRunResults: bankFile.paymentRunResultsEndpoint,
  // The placement agreement (issue 29)
  PlacementAgreement: agreements.learnerPlacementAgreementEndpoint,
  AgreementOfPlacement: agreements.placementAgreementEndpoint,
  ConfirmAgreement: agreements.confirmAgreementEndpoint,
  QueryAgreement: agreements.queryAgreementEndpoint,
  AgreementPdf: agreements.agreementPdfEndpoint,
  SetPlacementHours: agreements.setPlacementHoursEndpoint,
  GetAgreementConditions: agreements.getAgreementConditionsEndpoint,
  AgreementConditions: agreements.agreementConditionsEndpoint,
  // Progress reviews (issue 29)
  AdminReviews: reviews.adminReviewsEndpoint,
  ReviewSummary: reviews.reviewSummaryEndpoint,
  Caseload: caseload.caseloadEndpoint,
  ScheduleReview: reviews.scheduleReviewEndpoint,
  SignOffReview: reviews.signOffReviewEndpoint,
  LearnerReviews: reviews.learnerReviewsEndpoint,
  LearnerReviewInput: reviews.learnerReviewInputEndpoint,
  EmployerReviews: reviews.employerReviewsEndpoint,
  EmployerReviewInput: reviews.employerReviewInputEndpoint,
  // Reports, exports, audit
  Reports: reports.reportsEndpoint,
  PlacementLifeReport: reports.placementLifeReportEndpoint,
  StipendReport: stipendReport.stipendReportEndpoint,
  ExportSession: exportsArea.exportSessionEndpoint,
  ExportEmployers: exportsArea.exportEmployersEndpoint,
  ExportLearners: exportsArea.exportLearnersEndpoint,
  ExportPlacements: exportsArea.exportPlacementsEndpoint,
  AuditTrail: audit.auditTrailEndpoint,
  // Public
  GetCountries: publicArea.getCountriesEndpoint,
  GetCities: publicArea.getCitiesEndpoint,
  GetQualifications: publicArea.getQualificationsEndpoint,
  GetSectors: publicArea.getSectorsEndpoint,
  GetEmployerType: publicArea.getEmployerTypeEndpoint,
  Health: publicArea.healthEndpoint,
  HealthLive: publicArea.healthLiveEndpoint,
  HealthReady: publicArea.healthReadyEndpoint,
  Contact: publicArea.contactEndpoint,
  // Placements: changes of circumstance (issue 29)
  RecordBreak: changes.recordBreakEndpoint,
  Breaks: changes.breaksEndpoint,
  TransferPlacement: changes.transferPlacementEndpoint,
  EndEarly: changes.endEarlyEndpoint,
  ExitSurvey: changes.exitSurveyEndpoint,
  TransferOptions: changes.transferOptionsEndpoint,
  ExitSurveysDue: changes.exitSurveysDueEndpoint,
} as const satisfies Record<string, Endpoint>;

/** The name of one API call. */
export type EndpointName = keyof typeof ENDPOINTS;
