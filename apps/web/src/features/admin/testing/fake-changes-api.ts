import {
  breakLengthDays,
  breakRefusal,
  endAfterBreak,
  endEarlyBodySchema,
  MESSAGES,
  PLACEMENT_STATUS,
  type PlacementBreak,
  recordBreakBodySchema,
  transferBodySchema,
} from '@ojt/domain';
import { fail, notFound, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import type { PlacementData } from './fake-placements-api';

// The changes of circumstance (issue 29) as the real server answers them: breaks, transfer options,
// transfers and early exits of the placements the fake admin server holds.

/** The changes part of the fake admin server's data. */
export interface ChangesData extends PlacementData {
  breaks: PlacementBreak[];
}

const RECORDED_AT = '2026-11-24T12:00:00.000Z';

function placementOf(data: ChangesData, id: number) {
  return data.placements.find((p) => p.placementId === id);
}

function transferOptions(data: ChangesData, id: number) {
  const current = placementOf(data, id);
  if (!current) return notFound(MESSAGES.placementNotFound);
  const options = data.placements
    .filter(
      (p) =>
        p.learnerId === current.learnerId &&
        p.employerId !== current.employerId &&
        p.placementStatus === PLACEMENT_STATUS.SELECTED,
    )
    .map((p) => ({
      placementId: p.placementId,
      employerId: p.employerId,
      employerName: p.employerName,
      positionTitle: p.positionTitle,
      appliedAt: p.appliedAt,
    }));
  return json(200, options);
}

function recordBreak(data: ChangesData, params: Params): Response {
  const parsed = parseParams(recordBreakBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const v = parsed.values;
  const placement = placementOf(data, v.placementId);
  if (!placement) return notFound(MESSAGES.placementNotFound);
  if (placement.placementStatus !== PLACEMENT_STATUS.PLACED)
    return fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced);
  const others = data.breaks.filter((b) => b.placementId === v.placementId);
  const period = { from: v.from, to: v.to };
  const refused = breakRefusal(period, { start: placement.startDate, end: placement.endDate }, others);
  if (refused === 'outside') return fail(409, 'CONFLICT', MESSAGES.breakOutsidePlacement);
  if (refused === 'overlap') return fail(409, 'CONFLICT', MESSAGES.breakOverlaps);
  placement.endDate = endAfterBreak(placement.endDate, period, v.extendEnd);
  const saved: PlacementBreak = {
    breakId: data.breaks.length + 1,
    placementId: v.placementId,
    ...period,
    days: breakLengthDays(v.from, v.to),
    reason: v.reason,
    extendEnd: v.extendEnd,
    recordedAt: RECORDED_AT,
  };
  data.breaks.push(saved);
  return json(200, { success: true, message: MESSAGES.breakRecorded, data: saved });
}

function transfer(data: ChangesData, params: Params): Response {
  const parsed = parseParams(transferBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const v = parsed.values;
  const current = placementOf(data, v.placementId);
  const next = placementOf(data, v.newPlacementId);
  if (!current || !next) return notFound(MESSAGES.placementNotFound);
  if (current.placementStatus !== PLACEMENT_STATUS.PLACED)
    return fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced);
  if (next.placementStatus !== PLACEMENT_STATUS.SELECTED)
    return fail(409, 'CONFLICT', MESSAGES.transferNotSelected);
  Object.assign(current, { placementStatus: 8, endDate: v.lastDay, transferredTo: next.placementId });
  Object.assign(next, {
    placementStatus: 5,
    placementType: 5,
    startDate: v.startDate,
    endDate: v.endDate,
    transferredFrom: current.placementId,
  });
  return json(200, { success: true, message: MESSAGES.placementTransferred, data: next });
}

function endEarly(data: ChangesData, id: number, params: Params): Response {
  const parsed = parseParams(endEarlyBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const placement = placementOf(data, id);
  if (!placement) return notFound(MESSAGES.placementNotFound);
  if (placement.placementStatus !== PLACEMENT_STATUS.PLACED)
    return fail(409, 'CONFLICT', MESSAGES.changeOnlyPlaced);
  const { date, reason, details } = parsed.values;
  Object.assign(placement, {
    placementStatus: 9,
    endDate: date,
    exitReason: reason,
    exitDetails: details,
    exitedAt: RECORDED_AT,
  });
  return json(200, { success: true, message: MESSAGES.placementEndedEarly });
}

/** The changes' routes; null for any other request. */
export function changesRoute(data: ChangesData, r: RecordedRequest): Response | null {
  const params = { ...Object.fromEntries(r.query), ...r.body };
  const id = Number(r.query.get('PlacementId'));
  if (r.method === 'GET' && r.path === '/api/Admin/Breaks')
    return placementOf(data, id)
      ? json(
          200,
          data.breaks.filter((b) => b.placementId === id),
        )
      : notFound(MESSAGES.placementNotFound);
  if (r.method === 'GET' && r.path === '/api/Admin/TransferOptions') return transferOptions(data, id);
  if (r.method !== 'POST') return null;
  if (r.path === '/api/Admin/RecordBreak') return recordBreak(data, params);
  if (r.path === '/api/Admin/TransferPlacement') return transfer(data, params);
  const exit = /^\/api\/Placements\/(\d+)\/EndEarly$/.exec(r.path);
  return exit ? endEarly(data, Number(exit[1]), params) : null;
}
