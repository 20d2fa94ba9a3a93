import { MESSAGES, storedOtherTown, type UpdateLearnerProfileBody } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findLearner } from '../accounts/directory-service.ts';
import { recordAudit } from '../audit/audit.ts';
import { changedFields, withoutIds } from '../audit/changed-fields.ts';
import {
  findLearnerEmail,
  type LearnerProfileChange,
  type ProfileListTable,
  profileListRows,
  replaceProfileList,
  updateLearnerProfileRow,
} from './learner-profile-repository.ts';
import { type ProfileListBodyRow, toListValues, toProfileLists } from './presenters.ts';

type Db = Kysely<Database>;

/** The learner's four profile lists in the answer's shape (GetLearnerById), each in the learner's order. */
export async function learnerProfileLists(db: Db, learnerUserId: number) {
  return toProfileLists(await profileListRows(db, learnerUserId));
}

/** The profile fields of the payload as columns; a disability type only when a disability is declared. */
function toChange(body: UpdateLearnerProfileBody): LearnerProfileChange {
  return {
    first_name: body.firstName,
    last_name: body.lastName,
    middle_name: body.middleName,
    dob: body.dob || null,
    country_of_birth: body.countryOfBirth,
    birth_certificate_no: body.birthCertificateNo,
    passport_no: body.passportNo,
    national_id: body.nationalId,
    gender: body.gender,
    marital_status: body.maritalStatus,
    street_address: body.streetAddress,
    city: body.city,
    city_other: storedOtherTown(body.city, body.cityOther),
    state: body.state,
    postal_code: body.postalCode,
    country: body.country,
    permanent_street: body.permanentStreet,
    permanent_city: body.permanentCity,
    permanent_city_other: storedOtherTown(body.permanentCity, body.permanentCityOther),
    permanent_state: body.permanentState,
    permanent_postal_code: body.permanentPostalCode,
    permanent_country: body.permanentCountry,
    phone_home: body.phoneHome,
    phone_mobile: body.phoneMobile,
    phone_work: body.phoneWork,
    email_work: body.emailWork,
    disability: body.disability,
    disability_type: body.disability === 1 ? body.disabilityType : '',
    share_disability: body.shareDisability,
    employment_status: body.employmentStatus,
    education_level: body.educationLevel,
    nis_no: body.nisno,
  };
}

/** Replaces each list the body sends (null or absent keeps the learner's rows). */
async function saveLists(trx: Db, learnerUserId: number, body: UpdateLearnerProfileBody): Promise<void> {
  const save = async <T extends ProfileListTable>(
    table: T,
    rows?: readonly ProfileListBodyRow<T>[] | null,
  ) => {
    if (rows) await replaceProfileList(trx, table, learnerUserId, toListValues(table, rows));
  };
  await save('learner_identifications', body.lstIds);
  await save('learner_experience', body.lstExp);
  await save('learner_qualifications', body.lstQualification);
  await save('learner_references', body.lstRef);
}

/**
 * Saves the caller's profile (spec 2 §3, §5): every field of the payload, and each of the four
 * lists sent as an array (replacing the learner's rows; null or absent keeps them), in one
 * transaction, with the names of the fields that changed (not their values) in the audit trail.
 * The username, approval status and registration date are not touched; the personal
 * email is the account's and changes only through Change Email (400 when the payload differs).
 */
export async function updateLearnerProfile(
  { db, clock }: Deps,
  auth: AuthUser,
  body: UpdateLearnerProfileBody,
): Promise<void> {
  const learnerUserId = auth.id;
  const current = await findLearnerEmail(db, learnerUserId);
  if (!current) throw notFound(MESSAGES.learnerProfileNotFound);
  if (current.email_personal.toLowerCase() !== body.emailPersonal.toLowerCase())
    throw badRequest(MESSAGES.emailChangeInSettings, { emailPersonal: MESSAGES.emailChangeInSettings });
  await db.transaction().execute(async (trx) => {
    const before = await profileSnapshot(trx, auth.username, learnerUserId);
    await updateLearnerProfileRow(trx, learnerUserId, toChange(body), clock.now());
    await saveLists(trx, learnerUserId, body);
    const after = await profileSnapshot(trx, auth.username, learnerUserId);
    const fields = changedFields(before, after);
    if (fields.length > 0)
      await recordAudit(trx, auth, 'profile.updated', { type: 'learner', id: auth.username }, { fields });
  });
}

/** The learner's record and lists (rows without their ids), to name the fields a save changed. */
async function profileSnapshot(trx: Db, learnerId: string, learnerUserId: number) {
  const [found, lists] = await Promise.all([
    findLearner(trx, learnerId),
    learnerProfileLists(trx, learnerUserId),
  ]);
  return {
    ...found?.record,
    identifications: withoutIds(lists.identifications),
    experience: withoutIds(lists.experience),
    qualifications: withoutIds(lists.qualifications),
    references: withoutIds(lists.references),
  };
}
