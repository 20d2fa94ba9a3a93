import {
  type ExperienceRow,
  type IdentificationRow,
  type LearnerProfile,
  offeredEducationLevel,
  type QualificationRow,
  type ReferenceRow,
  type UpdateLearnerProfileBody,
} from '@ojt/domain';

// The Edit Profile form's values as its inputs hold them: text, and selects as their value strings.
type AsInputs<T> = { [K in Exclude<keyof T, 'id'>]-?: string };

export type IdentificationValues = AsInputs<IdentificationRow>;
export type ExperienceValues = AsInputs<ExperienceRow>;
export type QualificationValues = AsInputs<QualificationRow>;
export type ReferenceValues = AsInputs<ReferenceRow>;

type ListKey = 'lstIds' | 'lstExp' | 'lstQualification' | 'lstRef';

/** The form's values: every field of the update payload, the four lists as rows of text. */
export type ProfileFormValues = AsInputs<Omit<UpdateLearnerProfileBody, ListKey | 'shareDisability'>> & {
  /** A checkbox's value. */
  shareDisability: boolean;
  lstIds: IdentificationValues[];
  lstExp: ExperienceValues[];
  lstQualification: QualificationValues[];
  lstRef: ReferenceValues[];
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The profile as the form's starting values; the record names some fields differently from the payload. */
export function toProfileFormValues(learnerId: string, profile: LearnerProfile): ProfileFormValues {
  const l = profile.learner;
  return {
    learnerID: learnerId,
    firstName: l.firstName,
    middleName: l.middleName,
    lastName: l.lastName,
    dob: text(l.dob),
    countryOfBirth: l.countryofBirth,
    gender: l.gender,
    maritalStatus: l.maritalStatus,
    emailPersonal: l.emailPersonal,
    emailWork: l.emailWork,
    phoneMobile: l.phoneMobile,
    phoneHome: l.phoneHome,
    phoneWork: l.phoneWork,
    streetAddress: l.streetAddress,
    city: text(l.city),
    cityOther: l.cityOther ?? '',
    state: l.state,
    postalCode: l.postalCode,
    country: l.country,
    permanentStreet: l.permanentStreet,
    permanentCity: text(l.permanentCity),
    permanentCityOther: l.permanentCityOther ?? '',
    permanentState: l.permanentState,
    permanentPostalCode: l.permanentPostalCode,
    permanentCountry: l.permanentCountry,
    passportNo: l.passportId,
    nationalId: l.nationalId,
    birthCertificateNo: l.birthCertificate,
    employmentStatus: l.learnerEmploymentStatus,
    // "High School" is offered as Secondary, the same level (issue 30).
    educationLevel: offeredEducationLevel(l.learnerEducationLevel || l.lastLevelEducation),
    disability: String(Number(l.disability) === 1 ? 1 : 0),
    disabilityType: l.disabilitytype,
    shareDisability: l.shareDisability,
    nisno: l.nis,
    lstIds: profile.identifications.map((row) => ({
      identificationType: row.identificationType,
      identificationNumber: row.identificationNumber,
      issuingAuthority: row.issuingAuthority,
      issueDate: text(row.issueDate),
      expiryDate: text(row.expiryDate),
    })),
    lstExp: profile.experience.map((row) => ({
      company: row.company,
      position: row.position,
      startDate: text(row.startDate),
      endDate: text(row.endDate),
      description: row.description,
    })),
    lstQualification: profile.qualifications.map((row) => ({
      qualificationType: row.qualificationType,
      certificateName: row.certificateName,
      institution: row.institution,
      yearObtained: text(row.yearObtained),
      description: row.description,
    })),
    lstRef: profile.references.map((row) => ({
      name: row.name,
      relationship: row.relationship,
      phone: row.phone,
      email: row.email,
      company: row.company,
      position: row.position,
    })),
  };
}

/**
 * The payload to send: a disability type (spec 2 §5) and the consent to share it only when the
 * learner has a disability.
 */
export function toProfileBody(parsed: UpdateLearnerProfileBody): UpdateLearnerProfileBody {
  const declared = parsed.disability === 1;
  return {
    ...parsed,
    disabilityType: declared ? parsed.disabilityType : '',
    shareDisability: declared && parsed.shareDisability,
  };
}
