import {
  type AddOfficerParams,
  MESSAGES,
  OFFICER_PARAMETERS,
  OFFICER_ROLE_NAMES,
  type Officer,
  officerRoleMessage,
  type PlaceLearnerParams,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import {
  deactivateOfficer,
  findOfficer,
  findOfficers,
  insertOfficer,
  listActiveOfficers,
} from './officer-repository.ts';

type Db = Kysely<Database>;

// The programme's officers: named on each placement by the office that places a learner.

export async function officers({ db }: Deps): Promise<Officer[]> {
  return listActiveOfficers(db);
}

/** Adds an officer (or brings back a removed one of that name); 409 when an active one has the name. */
export async function addOfficer({ db }: Deps, params: AddOfficerParams): Promise<Officer> {
  const id = await insertOfficer(db, params.Name, params.Role);
  if (id === undefined) throw conflict(MESSAGES.officerNameTaken);
  return { id, name: params.Name, role: params.Role, active: true };
}

/** The name of an officer of any state (placements name removed ones too); undefined when none has the id. */
export async function officerName(db: Db, officerId: number): Promise<string | undefined> {
  return (await findOfficer(db, officerId))?.name;
}

/** Makes an officer inactive: no longer offered, still named on the placements it was given. */
export async function removeOfficer({ db }: Deps, officerId: number): Promise<void> {
  const officer = await findOfficer(db, officerId);
  if (!officer) throw notFound(MESSAGES.officerNotFound);
  if (!(await deactivateOfficer(db, officerId))) throw conflict(MESSAGES.officerAlreadyRemoved);
}

/** The names of the three officers, each an active officer of its parameter's role (400 naming it otherwise). */
export async function officerNames(db: Db, params: PlaceLearnerParams) {
  const entries = Object.entries(OFFICER_PARAMETERS) as [keyof typeof OFFICER_PARAMETERS, Officer['role']][];
  const found = await findOfficers(
    db,
    entries.map(([parameter]) => params[parameter]),
  );
  const names = {} as Record<keyof typeof OFFICER_PARAMETERS, string>;
  const fields: Record<string, string> = {};
  for (const [parameter, role] of entries) {
    const officer = found.find((o) => o.id === params[parameter]);
    if (officer?.active && officer.role === role) names[parameter] = officer.name;
    else fields[parameter] = officerRoleMessage(parameter, OFFICER_ROLE_NAMES[role]);
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return names;
}
