import { type EmployerProfileBody, storedOtherTown } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type ProfileFields = Omit<EmployerProfileBody, 'empId'>;

/**
 * Saves an employer's company profile. The Employer ID, the approval and the account's sign-in email
 * (changed only through a verified Change Email) are left alone; the contact name is the account's
 * display name, so it follows.
 */
export async function saveEmployerProfile(
  trx: Db,
  userId: number,
  profile: ProfileFields,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('employers')
    .set({
      emp_name: profile.empName,
      emp_type: profile.empType,
      emp_email: profile.empEmail,
      emp_phone: profile.empPhone,
      emp_website: profile.empWebSite,
      emp_fax: profile.empFax,
      emp_street: profile.empStreet,
      emp_city: profile.empCity,
      emp_city_other: storedOtherTown(profile.empCity, profile.empCityOther),
      emp_state: profile.empState,
      emp_postal_code: profile.empPostalCode,
      emp_country: profile.empCountry,
      emp_registration_state: profile.empRegistrationState,
      emp_p_name: profile.empPName,
      emp_p_title: profile.empPTitle,
      emp_p_phone: profile.empPPhone,
      emp_p_email: profile.empPEmail,
      emp_p_fax: profile.empPFax,
      company_start_month: profile.companyStartMonth,
      company_start_year: profile.companyStartYear,
      company_sector: profile.companySector,
      staff_count: profile.staffCount,
      is_parent: profile.isParent,
      emp_parent_id: profile.empParentId,
      is_rtp: profile.isRTP,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ first_name: profile.empPName, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
