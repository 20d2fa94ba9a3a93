import { endEarlyBodySchema, exitSurveyBodySchema, MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { fail, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import type { FakeLearnerData } from './fake-learner-routes';

// The learner's early exit and exit survey (issue 29), as the real server answers them.

/** The exit surveys answered, by placement id. */
export interface FakeExitData {
  exitSurveys: Set<number>;
}

type Data = FakeLearnerData & FakeExitData;

function endEarly(data: Data, id: number, params: Params): Response {
  const parsed = parseParams(endEarlyBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const application = data.applications.find((a) => a.placementId === id);
  if (!application) return fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound);
  if (application.placementStatus !== PLACEMENT_STATUS.PLACED)
    return fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced);
  const { date, reason, details } = parsed.values;
  Object.assign(application, {
    placementStatus: PLACEMENT_STATUS.EXITED_EARLY,
    endDate: date,
    exitReason: reason,
    exitDetails: details,
    exitedAt: '2026-11-24T12:00:00.000Z',
  });
  application.history.push({ fromStatus: 5, toStatus: 9, at: '2026-11-24T08:00:00' });
  return json(200, { success: true, message: MESSAGES.placementEndedEarly });
}

function survey(data: Data, params: Params): Response {
  const parsed = parseParams(exitSurveyBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const id = parsed.values.placementId;
  const application = data.applications.find((a) => a.placementId === id);
  if (!application) return fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound);
  if (application.placementStatus !== PLACEMENT_STATUS.EXITED_EARLY)
    return fail(409, 'CONFLICT', MESSAGES.exitSurveyNotExited);
  if (data.exitSurveys.has(id)) return fail(409, 'CONFLICT', MESSAGES.exitSurveyDone);
  data.exitSurveys.add(id);
  return json(200, { success: true, message: MESSAGES.exitSurveySaved });
}

/** The exit routes; null for any other request. */
export function exitRoute(data: Data, r: RecordedRequest): Response | null {
  if (r.method === 'GET' && r.path === '/api/Learner/ExitSurveysDue') {
    const placementIds = data.applications
      .filter(
        (a) => a.placementStatus === PLACEMENT_STATUS.EXITED_EARLY && !data.exitSurveys.has(a.placementId),
      )
      .map((a) => a.placementId);
    return json(200, { placementIds });
  }
  if (r.method !== 'POST') return null;
  const params = { ...Object.fromEntries(r.query), ...r.body };
  if (r.path === '/api/Learner/ExitSurvey') return survey(data, params);
  const exit = /^\/api\/Placements\/(\d+)\/EndEarly$/.exec(r.path);
  return exit ? endEarly(data, Number(exit[1]), params) : null;
}
