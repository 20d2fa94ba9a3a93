import {
  type ApplicantRecord,
  addCommentParamsSchema,
  addJobPositionBodySchema,
  appendComment,
  completePlacementParamsSchema,
  type EmployerRecord,
  employerProfileBodySchema,
  evaluationOverall,
  formatComment,
  formatLetterCode,
  generateLetterParamsSchema,
  type JobPositionItem,
  LETTER_PLACEMENT_STATUSES,
  MESSAGES,
  openJobPositionParamsSchema,
  type PlacementItem,
  portalToday,
  scheduleInterviewParamsSchema,
  setOutcomeParamsSchema,
  updateJobPositionBodySchema,
} from '@ojt/domain';
import { type Actions, fail, type Params, parseParams } from '../../../test/fake-api';
import { type FakeBankData, updateBank } from '../../../test/fake-bank';
import { json } from '../../../test/fetch-mock';
import { AGREEMENT_ACTIONS, type FakeAgreementData } from './fake-employer-agreements';
import { type FakePaymentData, PAYMENT_ACTIONS } from './fake-employer-payments';
import { type FakeTimesheetData, TIMESHEET_ACTIONS } from './fake-employer-timesheets';

export interface FakeData extends FakeTimesheetData, FakePaymentData, FakeBankData, FakeAgreementData {
  positions: JobPositionItem[];
  applications: PlacementItem[];
  learners: ApplicantRecord[];
  employer: EmployerRecord;
}

const ok = (message: string, data?: unknown) => json(200, { success: true, message, data });

const isPublished = (position: JobPositionItem) =>
  position.tblemployerjobopenings.some((opening) => opening.jobOpeningStatus === 1);

function savePosition(data: FakeData, params: Params, adding: boolean): Response {
  const result = parseParams(adding ? addJobPositionBodySchema : updateJobPositionBodySchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  const id = adding ? Math.max(0, ...data.positions.map((p) => p.empjobid)) + 1 : Number(v.jobPositionId);
  const existing = data.positions.find((p) => p.empjobid === id);
  if (!adding && !existing) return fail(404, 'NOT_FOUND', MESSAGES.jobPositionNotFound);
  const position: JobPositionItem = {
    empjobid: id,
    empjobname: v.jobTitle,
    empjobsector: v.jobSector,
    empjobpositionstatus: existing?.empjobpositionstatus ?? v.jobPositionStatus,
    empkey: data.employer.empId,
    published: existing?.published ?? false,
    tblemployerjobRequirements: v.lstRequirements.map((row, index) => ({
      ...row,
      empJobReqId: index + 1,
      empJobKey: id,
    })),
    tblemployerjobopenings: existing?.tblemployerjobopenings ?? [],
  };
  if (existing) Object.assign(existing, position);
  else data.positions.unshift(position);
  return ok(adding ? MESSAGES.jobPositionAdded : MESSAGES.jobPositionUpdated, position);
}

function openPosition(data: FakeData, params: Params): Response {
  const result = parseParams(openJobPositionParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  const position = data.positions.find((p) => p.empjobid === v.EmpJobKey);
  if (!position) return fail(404, 'NOT_FOUND', MESSAGES.jobPositionNotFound);
  if (isPublished(position)) return fail(409, 'ALREADY_OPEN', MESSAGES.positionAlreadyOpen);
  const opening = {
    jobOpeningId: 100 + data.positions.flatMap((p) => p.tblemployerjobopenings).length + 1,
    numofOpenings: v.NoOpenings,
    openingDate: v.OpenDate,
    closingDate: v.CloseDate,
    jobOpeningStatus: 1,
    comment: v.Details,
    jobOpeningKey: position.empjobid,
  };
  position.tblemployerjobopenings.unshift(opening);
  position.published = true;
  return json(201, { success: true, message: MESSAGES.jobPublished, data: opening });
}

function closeOpening(data: FakeData, params: Params): Response {
  const id = Number(params.JobOpeningId);
  const position = data.positions.find((p) => p.tblemployerjobopenings.some((o) => o.jobOpeningId === id));
  const opening = position?.tblemployerjobopenings.find((o) => o.jobOpeningId === id);
  if (!position || !opening) return fail(404, 'NOT_FOUND', MESSAGES.jobOpeningNotFound);
  opening.jobOpeningStatus = 0;
  position.published = isPublished(position);
  return ok(MESSAGES.jobUnpublished);
}

function togglePosition(data: FakeData, params: Params): Response {
  const position = data.positions.find((p) => p.empjobid === Number(params.jobPositionId));
  if (!position) return fail(404, 'NOT_FOUND', MESSAGES.jobPositionNotFound);
  position.empjobpositionstatus = position.empjobpositionstatus === 1 ? 0 : 1;
  const message =
    position.empjobpositionstatus === 1 ? MESSAGES.jobStatusEnabled : MESSAGES.jobStatusDisabled;
  return ok(message, { empjobpositionstatus: position.empjobpositionstatus });
}

function findApplication(data: FakeData, id: unknown) {
  const application = data.applications.find((a) => a.placementId === Number(id));
  if (!application) return { refusal: fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound) };
  if (application.placementStatus === 6)
    return { refusal: fail(409, 'CONFLICT', MESSAGES.applicationWithdrawnLocked) };
  return { application };
}

function scheduleInterview(data: FakeData, params: Params): Response {
  const result = parseParams(scheduleInterviewParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const found = findApplication(data, result.values.PlacementId);
  if (!found.application) return found.refusal;
  Object.assign(found.application, {
    placementStatus: 2,
    interviewDate: result.values.InterviewDate,
    interviewTime: result.values.InterviewTime,
    interviewLocation: result.values.InterviewLocation,
    interviewMessage: result.values.MessageForApplicant || null,
  });
  return ok(MESSAGES.interviewScheduled, found.application);
}

function addComment(data: FakeData, params: Params): Response {
  const result = parseParams(addCommentParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const found = findApplication(data, result.values.Id);
  if (!found.application) return found.refusal;
  const comment = formatComment(new Date('2026-11-23T17:40:00Z'), 'Asha Ramdial', result.values.comments);
  if (result.values.Visibility === 'private')
    found.application.privateNotes = appendComment(found.application.privateNotes, comment);
  else found.application.placementComments = appendComment(found.application.placementComments, comment);
  return ok(MESSAGES.commentAdded, found.application);
}

function setOutcome(data: FakeData, params: Params): Response {
  const result = parseParams(setOutcomeParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const found = findApplication(data, result.values.PlacementId);
  if (!found.application) return found.refusal;
  const selected = result.values.Outcome === 'selected';
  found.application.placementStatus = selected ? 3 : 4;
  return ok(selected ? MESSAGES.markedSelected : MESSAGES.markedNotSelected, found.application);
}

function completePlacement(data: FakeData, params: Params): Response {
  const result = parseParams(completePlacementParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  const found = findApplication(data, v.PlacementId);
  if (!found.application) return found.refusal;
  const application = found.application;
  if (application.placementStatus === 7) return fail(409, 'CONFLICT', MESSAGES.placementAlreadyCompleted);
  if (application.placementStatus !== 5) return fail(409, 'CONFLICT', MESSAGES.completeNotPlaced);
  const early = !application.endDate || portalToday() < application.endDate.slice(0, 10);
  if (early && !v.Reason) {
    const error = MESSAGES.completionReasonRequired;
    return json(400, { success: false, error, code: 'VALIDATION', fields: { Reason: error } });
  }
  const scores = {
    attendance: v.Attendance,
    punctuality: v.Punctuality,
    quality: v.Quality,
    teamwork: v.Teamwork,
  };
  application.placementStatus = 7;
  application.evaluation = {
    ...scores,
    remarks: v.Remarks,
    completedEarlyReason: early ? v.Reason : null,
    completedAt: '2027-06-30T16:00:00',
    overall: evaluationOverall(scores),
  };
  return ok(MESSAGES.placementCompleted, application);
}

function generateLetter(data: FakeData, params: Params): Response {
  const result = parseParams(generateLetterParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const application = data.applications.find((a) => a.placementId === result.values.PlacementId);
  if (!application) return fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound);
  if (!(LETTER_PLACEMENT_STATUSES as readonly number[]).includes(application.placementStatus))
    return fail(409, 'CONFLICT', MESSAGES.letterOnlyCompleted);
  const letterId = 1 + Math.max(0, ...data.applications.flatMap((a) => a.letters.map((l) => l.letterId)));
  const verificationCode = formatLetterCode(`N3WL3TT3R${String(letterId).padStart(3, '0')}`);
  const verifyUrl = `http://localhost/verify-letter/${verificationCode}`;
  application.letters.unshift({
    letterId,
    placementId: application.placementId,
    verificationCode,
    verifyUrl,
    issuedAt: '2027-07-03T13:00:00.000Z',
    revoked: false,
    revokedAt: null,
    revokeReason: null,
  });
  const data201 = { letterId, verificationCode, verifyUrl };
  return json(201, { success: true, message: MESSAGES.letterGenerated, data: data201 });
}

function updateProfile(data: FakeData, params: Params): Response {
  const result = parseParams(employerProfileBodySchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  Object.assign(data.employer, {
    ...v,
    empWebsite: v.empWebSite,
    companySectorKey: v.companySector,
    empIsParent: v.isParent,
    tvettrainingprovider: v.isRTP,
  });
  return ok(MESSAGES.profileUpdated);
}

/** The actions (POST) of the fake employer API, by path. */
export const ACTIONS: Actions<FakeData> = {
  '/api/Employer/AddJobPosition': (data, params) => savePosition(data, params, true),
  '/api/Employer/UpdateJobPosition': (data, params) => savePosition(data, params, false),
  '/api/Employer/OpenJobPosition': openPosition,
  '/api/Employer/CloseJobPosition': closeOpening,
  '/api/Employer/ToggleEmpJobStatus': togglePosition,
  '/api/Employer/ScheduleInterview': scheduleInterview,
  '/api/Employer/AddComment': addComment,
  '/api/Employer/SetApplicationOutcome': setOutcome,
  '/api/Employer/CompletePlacement': completePlacement,
  '/api/Employer/GenerateExperienceLetter': generateLetter,
  '/api/Employer/UpdateEmployerProfile': updateProfile,
  '/api/Login/logout': () => json(200, { success: true }),
  ...TIMESHEET_ACTIONS,
  ...PAYMENT_ACTIONS,
  ...(AGREEMENT_ACTIONS as Actions<FakeData>),
  '/api/Employer/UpdateBankDetails': updateBank,
};
