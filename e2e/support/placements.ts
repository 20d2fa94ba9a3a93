import { LONG_MONTHS, WEEKDAYS } from '@ojt/domain';
import { apiLogin, approvedLearner } from './accounts.ts';
import type { Portal } from './portal.ts';

type Params = Record<string, string | number>;

/** One API call as a client of the documented API makes it (JSON body, bearer token); fails on a non-2xx answer. */
export async function api<T = Record<string, unknown>>(
  portal: Portal,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  params: Params = {},
): Promise<T> {
  const url = new URL(`${portal.url}${path}`);
  if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** `YYYY-MM-DDThh:mm:00` (Port of Spain, no zone) `days` from now. */
export function portalDateTime(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Port_of_Spain' }).format(date);
  return `${iso}T${time}:00`;
}

/** Adds a job position through the API; answers its id. */
export async function addPosition(
  portal: Portal,
  token: string,
  empId: string,
  title: string,
  sector: number,
) {
  const answer = await api<{ data: { empjobid: number } }>(
    portal,
    'POST',
    '/api/Employer/AddJobPosition',
    token,
    {
      jobPositionId: 0,
      empId,
      jobTitle: title,
      jobPositionStatus: 1,
      jobSector: sector,
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'IT Support Level 2' }] as never,
    },
  );
  return answer.data.empjobid;
}

/** The comment `publish` gives an opening: two lines, as an employer may write it. */
export const OPENING_DETAILS = 'Monday to Friday, 8 am to 4 pm.\nBring a packed lunch.';

/** Publishes a position from yesterday to a week ahead; answers the opening's id. */
export async function publish(portal: Portal, token: string, positionId: number, openings = 2) {
  const answer = await api<{ data: { jobOpeningId: number } }>(
    portal,
    'POST',
    '/api/Employer/OpenJobPosition',
    token,
    {
      EmpJobKey: positionId,
      OpenDate: portalDateTime(-1, '09:00'),
      CloseDate: portalDateTime(7, '17:00'),
      NoOpenings: openings,
      Details: OPENING_DETAILS,
    },
  );
  return answer.data.jobOpeningId;
}

/** A learner applies to an opening through the API. */
export async function apply(
  portal: Portal,
  token: string,
  learnerId: string,
  openingId: number,
  placementType = 1,
) {
  const answer = await api<{ data: { placementId: number } }>(
    portal,
    'POST',
    '/api/Learner/ApplyForOJT',
    token,
    {
      JobOpeningId: openingId,
      LearnerId: learnerId,
      PlacementType: placementType,
    },
  );
  return answer.data.placementId;
}

/** Adds a position in `sector` and publishes it (yesterday to a week ahead); answers the opening's id. */
export async function openPosition(
  portal: Portal,
  token: string,
  empId: string,
  title: string,
  sector: number,
) {
  return publish(portal, token, await addPosition(portal, token, empId, title, sector), 2);
}

/** The employer schedules an interview `days` from now at `time` (hh:mm); answers its date, YYYY-MM-DD. */
export async function scheduleInterview(
  portal: Portal,
  token: string,
  placementId: number,
  days: number,
  time: string,
  location: string,
) {
  const date = portalDateTime(days, time).slice(0, 10);
  await api(portal, 'POST', '/api/Employer/ScheduleInterview', token, {
    PlacementId: placementId,
    InterviewDate: date,
    InterviewTime: time,
    InterviewLocation: location,
    MessageForApplicant: '',
  });
  return date;
}

/** The long date the dashboards write for `YYYY-MM-DD`: 'Monday, 23 November 2026'. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${LONG_MONTHS[month - 1]} ${year}`;
}

/** The employer comments on an application through the API. */
export async function addComment(portal: Portal, token: string, placementId: number, text: string) {
  await api(portal, 'POST', '/api/Employer/AddComment', token, { Id: placementId, comments: text });
}

/**
 * An approved learner with a Diploma (stipend level 2: a month of attendance needs a stipend) applies
 * to `openingId`, and the employer selects them. Answers the learner, their token and the placement.
 */
export async function selectedDiplomaLearner(
  portal: Portal,
  employerToken: string,
  openingId: number,
  certificateName = 'Diploma in Accounting',
) {
  const learner = await approvedLearner(portal);
  const token = await apiLogin(portal, learner.username, learner.password);
  const { lstQualification: _q, lstExp: _e, lstIds: _i, lstRef: _r, ...fields } = learner.payload;
  await api(portal, 'POST', '/api/Learner/UpdateLearnerProfile', token, {
    learnerID: learner.username,
    ...fields,
    lstQualification: [{ qualificationType: 'Diploma', certificateName }] as never,
  });
  const placementId = await apply(portal, token, learner.username, openingId, 1);
  await api(portal, 'POST', '/api/Employer/SetApplicationOutcome', employerToken, {
    PlacementId: placementId,
    Outcome: 'selected',
  });
  return { learner, token, placementId, name: `${learner.payload.firstName} ${learner.payload.lastName}` };
}

/**
 * The office (`adminToken`) places `placementId` with three new officers (Anil Ramdial, Beverly Joseph,
 * Curtis Mohammed), placed on `datePlaced`, from `start` to `end`.
 */
export async function placeWithNewOfficers(
  portal: Portal,
  adminToken: string,
  placementId: number,
  dates: { datePlaced: string; start: string; end: string },
): Promise<void> {
  const officer = async (Name: string, Role: string) =>
    (await api<{ data: { id: number } }>(portal, 'POST', '/api/Admin/AddOfficer', adminToken, { Name, Role }))
      .data.id;
  await api(portal, 'POST', '/api/Admin/PlaceLearner', adminToken, {
    PlacementId: placementId,
    DatePlaced: dates.datePlaced,
    StartDate: dates.start,
    EndDate: dates.end,
    PlacementOfficer: await officer('Anil Ramdial', 'placement'),
    PmeOfficer: await officer('Beverly Joseph', 'pme'),
    PlacementAssistant: await officer('Curtis Mohammed', 'assistant'),
    QualificationChecked: true as never,
  });
}
