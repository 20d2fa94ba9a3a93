import {
  applyForOjtParamsSchema,
  canWithdrawPlacement,
  type EmployerPublicProfile,
  type LearnerApplicationItem,
  type LearnerOpenJobItem,
  type LearnerProfile,
  MESSAGES,
  PLACEMENT_STATUS,
  updateLearnerProfileBodySchema,
  withdrawApplicationParamsSchema,
} from '@ojt/domain';
import { type Actions, fail, type Params, parseParams } from '../../../test/fake-api';
import { type FakeBankData, updateBank } from '../../../test/fake-bank';
import { json } from '../../../test/fetch-mock';
import { AGREEMENT_ACTIONS, type FakeAgreementData } from './fake-learner-agreement';
import type { FakeStipendData } from './fake-learner-stipend';
import { type FakeTimesheetData, TIMESHEET_ACTIONS } from './fake-learner-timesheets';
import { makeApplication } from './learner-fixtures';

export interface FakeLearnerData extends FakeTimesheetData, FakeStipendData, FakeBankData, FakeAgreementData {
  openJobs: LearnerOpenJobItem[];
  applications: LearnerApplicationItem[];
  profile: LearnerProfile | null;
  employers: EmployerPublicProfile[];
}

function apply(data: FakeLearnerData, params: Params): Response {
  const result = parseParams(applyForOjtParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const job = data.openJobs.find((item) => item.jobOpenings.jobOpeningId === result.values.JobOpeningId);
  if (!job) return fail(404, 'NOT_FOUND', MESSAGES.jobOpeningNotFound);
  if (job.applied) return fail(409, 'CONFLICT', MESSAGES.alreadyApplied);
  job.applied = true;
  const id = Math.max(0, ...data.applications.map((a) => a.placementId)) + 1;
  const application = makeApplication(id, job, { placementTypeKey: result.values.PlacementType });
  data.applications.unshift(application);
  return json(201, { success: true, message: MESSAGES.applicationSubmittedSuccessfully, data: application });
}

function withdraw(data: FakeLearnerData, params: Params): Response {
  const result = parseParams(withdrawApplicationParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const application = data.applications.find((a) => a.placementId === result.values.ID);
  if (!application) return fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound);
  if (!canWithdrawPlacement(application))
    return fail(409, 'CONFLICT', MESSAGES.cannotWithdrawInterviewScheduled);
  application.placementStatus = PLACEMENT_STATUS.WITHDRAWN;
  application.history.push({ fromStatus: 1, toStatus: 6, at: '2026-11-03T09:00:00' });
  return json(200, { success: true, message: MESSAGES.applicationWithdrawn, data: application });
}

function updateProfile(data: FakeLearnerData, params: Params): Response {
  const result = parseParams(updateLearnerProfileBodySchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  if (!data.profile) return fail(404, 'NOT_FOUND', MESSAGES.learnerProfileNotFound);
  Object.assign(data.profile.learner, {
    firstName: v.firstName,
    lastName: v.lastName,
    phoneMobile: v.phoneMobile,
    emailPersonal: v.emailPersonal,
    disability: v.disability,
    disabilitytype: v.disabilityType,
    shareDisability: v.shareDisability,
  });
  const withIds = <T extends object>(rows: T[]) => rows.map((row, index) => ({ ...row, id: index + 1 }));
  if (v.lstIds) data.profile.identifications = withIds(v.lstIds) as LearnerProfile['identifications'];
  if (v.lstExp) data.profile.experience = withIds(v.lstExp) as LearnerProfile['experience'];
  if (v.lstQualification)
    data.profile.qualifications = withIds(v.lstQualification) as LearnerProfile['qualifications'];
  if (v.lstRef) data.profile.references = withIds(v.lstRef) as LearnerProfile['references'];
  return json(200, { success: true, message: MESSAGES.profileUpdated });
}

/** The learner's actions, by path, as the real server answers them. */
export const ACTIONS: Actions<FakeLearnerData> = {
  '/api/Learner/ApplyForOJT': apply,
  '/api/Learner/WithdrawOJTApplication': withdraw,
  '/api/Learner/UpdateLearnerProfile': updateProfile,
  ...TIMESHEET_ACTIONS,
  ...AGREEMENT_ACTIONS,
  '/api/Learner/UpdateBankDetails': updateBank,
};
