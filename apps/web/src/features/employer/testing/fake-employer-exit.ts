import { endEarlyBodySchema, MESSAGES, PLACEMENT_STATUS } from '@ojt/domain';
import { fail, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import type { FakeData } from './fake-employer-routes';

/** POST /api/Placements/{id}/EndEarly as the real server answers the employer (issue 29); null otherwise. */
export function endEarlyRoute(data: FakeData, r: RecordedRequest): Response | null {
  const match = r.method === 'POST' ? /^\/api\/Placements\/(\d+)\/EndEarly$/.exec(r.path) : null;
  if (!match) return null;
  const parsed = parseParams(endEarlyBodySchema, { ...Object.fromEntries(r.query), ...r.body });
  if ('refusal' in parsed) return parsed.refusal;
  const application = data.applications.find((a) => a.placementId === Number(match[1]));
  if (!application) return fail(404, 'NOT_FOUND', MESSAGES.applicationNotFound);
  if (application.placementStatus !== PLACEMENT_STATUS.PLACED)
    return fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced);
  const { date, reason, details } = parsed.values;
  Object.assign(application, {
    placementStatus: PLACEMENT_STATUS.EXITED_EARLY,
    endDate: date,
    exitReason: reason,
    exitDetails: details,
    exitedAt: '2027-03-15T12:00:00.000Z',
  });
  return json(200, { success: true, message: MESSAGES.placementEndedEarly });
}
