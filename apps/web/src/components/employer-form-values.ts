/**
 * An employer's form as its inputs hold it (the sign-up wizard, the dashboard's profile editor):
 * text as typed, selects as their option strings, until the domain's schema parses them.
 * A type, not an interface, so that it is a `Record<string, unknown>` for the form hooks.
 */
export type EmployerFormValues = {
  empId: string;
  empName: string;
  empType: string;
  empEmail: string;
  empPhone: string;
  empWebSite: string;
  empFax: string;
  empStreet: string;
  empCity: string;
  /** The typed town when empCity is "Other (type it)". */
  empCityOther: string;
  empState: string;
  empPostalCode: string;
  empCountry: string;
  empRegistrationState: string;
  empPName: string;
  empPTitle: string;
  empPPhone: string;
  empPEmail: string;
  empPFax: string;
  companyStartMonth: string;
  companyStartYear: string;
  companySector: string;
  staffCount: string;
  isParent: boolean;
  empParentId: string;
  isRTP: boolean;
};
