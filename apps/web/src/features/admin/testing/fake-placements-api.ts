import {
  addOfficerParamsSchema,
  lettersRevokedText,
  MESSAGES,
  OFFICER_PARAMETERS,
  type Officer,
  type PlacementDetail,
  placeLearnerParamsSchema,
  removeOfficerParamsSchema,
  revokeLetterParamsSchema,
} from '@ojt/domain';
import {
  type Actions,
  fail,
  keysetPageOf,
  notFound,
  type Params,
  parseParams,
  type RecordedRequest,
} from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import { LETTER_HOLD_ACTIONS } from './fake-letter-holds-api';

/** The placements part of the fake admin server's data. */
export interface PlacementData {
  placements: PlacementDetail[];
  officers: Officer[];
}

function listItem(p: PlacementDetail) {
  const { placementId, learnerName, employerName, positionTitle, sector, placementStatus, appliedAt } = p;
  return {
    placementId,
    learnerName,
    employerName,
    positionTitle,
    sector,
    placementStatus,
    appliedAt,
    datePlaced: p.datePlaced,
  };
}

/** GET /api/Admin/Placements as the server filters it (newest first; dates by the UTC day here). */
function page(placements: PlacementDetail[], q: URLSearchParams): Response {
  const search = (q.get('search') ?? '').toLowerCase();
  const day = (p: PlacementDetail) => p.appliedAt.slice(0, 10);
  const rows = placements
    .filter((p) => `${p.learnerName} ${p.employerName} ${p.positionTitle}`.toLowerCase().includes(search))
    .filter((p) => !q.get('status') || p.placementStatus === Number(q.get('status')))
    .filter((p) => !q.get('sector') || p.sector === Number(q.get('sector')))
    .filter((p) => !q.get('employer') || p.employerId.toLowerCase() === q.get('employer')?.toLowerCase())
    .filter((p) => !q.get('from') || day(p) >= (q.get('from') ?? ''))
    .filter((p) => !q.get('to') || day(p) <= (q.get('to') ?? ''))
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return json(200, keysetPageOf(rows.map(listItem), q, 10));
}

/** The placement GETs; null for any other path. */
export function readPlacements(data: PlacementData, r: RecordedRequest): Response | null {
  if (r.path === '/api/Admin/Placements') return page(data.placements, r.query);
  if (r.path === '/api/Admin/Officers')
    return json(
      200,
      data.officers.filter((o) => o.active),
    );
  const match = /^\/api\/Admin\/GetPlacementById\/(\d+)$/.exec(r.path);
  if (match) {
    const found = data.placements.find((p) => p.placementId === Number(match[1]));
    return found ? json(200, found) : notFound(MESSAGES.placementNotFound);
  }
  return null;
}

function place(data: PlacementData, params: Params): Response {
  const parsed = parseParams(placeLearnerParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const v = parsed.values;
  const placement = data.placements.find((p) => p.placementId === v.PlacementId);
  if (!placement) return notFound(MESSAGES.placementNotFound);
  if (placement.placementStatus === 5) return fail(409, 'CONFLICT', MESSAGES.alreadyPlaced);
  if (placement.placementStatus !== 3) return fail(409, 'CONFLICT', MESSAGES.placeOnlySelected);
  const name = (parameter: keyof typeof OFFICER_PARAMETERS) =>
    data.officers.find((o) => o.id === v[parameter] && o.role === OFFICER_PARAMETERS[parameter])?.name ??
    null;
  Object.assign(placement, {
    placementStatus: 5,
    datePlaced: v.DatePlaced,
    startDate: v.StartDate,
    endDate: v.EndDate,
    placementOfficer: name('PlacementOfficer'),
    pmeOfficer: name('PmeOfficer'),
    placementAssistant: name('PlacementAssistant'),
    stipendQualification: null,
    history: [...placement.history, { from: 3, to: 5, by: 'admin-1', at: '2026-11-24T12:00:00.000Z' }],
  });
  return json(200, { success: true, message: MESSAGES.learnerPlaced, data: placement });
}

function addOfficer(data: PlacementData, params: Params): Response {
  const parsed = parseParams(addOfficerParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { Name, Role } = parsed.values;
  if (data.officers.some((o) => o.active && o.name.toLowerCase() === Name.toLowerCase()))
    return fail(409, 'CONFLICT', MESSAGES.officerNameTaken);
  const officer: Officer = {
    id: Math.max(0, ...data.officers.map((o) => o.id)) + 1,
    name: Name,
    role: Role,
    active: true,
  };
  data.officers.push(officer);
  return json(200, { success: true, message: MESSAGES.officerAdded, data: officer });
}

function removeOfficer(data: PlacementData, params: Params): Response {
  const parsed = parseParams(removeOfficerParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const officer = data.officers.find((o) => o.id === parsed.values.OfficerId);
  if (!officer) return notFound(MESSAGES.officerNotFound);
  if (!officer.active) return fail(409, 'CONFLICT', MESSAGES.officerAlreadyRemoved);
  officer.active = false;
  return json(200, { success: true, message: MESSAGES.officerRemoved });
}

function revoke(data: PlacementData, params: Params): Response {
  const parsed = parseParams(revokeLetterParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const letter = data.placements.flatMap((p) => p.letters).find((l) => l.letterId === parsed.values.LetterId);
  if (!letter) return notFound(MESSAGES.letterNotFound);
  if (letter.revoked) return fail(409, 'CONFLICT', MESSAGES.letterAlreadyRevoked);
  const placement = data.placements.find((p) => p.placementId === letter.placementId);
  if (placement) placement.lettersHeld = true;
  // As the server does: every letter of the placement still valid goes with it.
  const valid = placement?.letters.filter((l) => !l.revoked) ?? [letter];
  for (const each of valid) {
    Object.assign(each, {
      revoked: true,
      revokedAt: '2026-11-24T12:00:00.000Z',
      revokeReason: parsed.values.Reason,
    });
  }
  return json(200, { success: true, message: lettersRevokedText(valid.length), data: letter });
}

/** The placement POSTs, by path. */
export const PLACEMENT_ACTIONS: Actions<PlacementData> = {
  '/api/Admin/PlaceLearner': place,
  '/api/Admin/AddOfficer': addOfficer,
  '/api/Admin/RemoveOfficer': removeOfficer,
  '/api/Admin/RevokeLetter': revoke,
  ...LETTER_HOLD_ACTIONS,
};
