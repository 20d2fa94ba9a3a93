import type { EmployerRecord } from '@ojt/domain';
import type { EmployerFormValues } from '../../../../components/employer-form-values';

const id = (value: number | null) => (value ? String(value) : '');

/**
 * The record as the form's starting values. The record names a few fields differently from the
 * update payload (empWebsite → empWebSite, companySectorKey → companySector, empIsParent →
 * isParent, tvettrainingprovider → isRTP).
 */
export function toProfileValues(record: EmployerRecord): EmployerFormValues {
  return {
    empId: record.empId,
    empName: record.empName,
    empType: id(record.empType),
    empEmail: record.empEmail,
    empPhone: record.empPhone,
    empWebSite: record.empWebsite,
    empFax: record.empFax,
    empStreet: record.empStreet,
    empCity: id(record.empCity),
    empCityOther: record.empCityOther ?? '',
    empState: record.empState,
    empPostalCode: record.empPostalCode,
    empCountry: record.empCountry,
    empRegistrationState: record.empRegistrationState,
    empPName: record.empPName,
    empPTitle: record.empPTitle,
    empPPhone: record.empPPhone,
    empPEmail: record.empPEmail,
    empPFax: record.empPFax,
    companyStartMonth: id(record.companyStartMonth),
    companyStartYear: id(record.companyStartYear),
    companySector: id(record.companySectorKey),
    staffCount: id(record.staffCount),
    isParent: record.empIsParent,
    empParentId: record.empParentId,
    isRTP: record.tvettrainingprovider,
  };
}
