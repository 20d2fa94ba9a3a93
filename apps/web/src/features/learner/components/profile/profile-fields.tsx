import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { LEARNER_FIELD_LABELS as L, MESSAGES, OTHER_TOWN_MAX } from '@ojt/domain';
import type { ReactNode } from 'react';
import { DateOfBirthInput } from '../../../../components/date-of-birth-input';
import { CITY_OPTIONS, OTHER_TOWN_VALUE } from '../../../../components/lookup-options';
import {
  DISABILITY_SELECT_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  PROFILE_EMPLOYMENT_STATUS_OPTIONS,
  withCurrent,
} from '../../../../components/person-options';
import classes from './profile.module.css';
import type { ProfileFormValues } from './profile-values';

type FieldName = keyof typeof L;

export interface ProfileFieldsProps {
  values: ProfileFormValues;
  field: (path: string) => Record<string, unknown> & { id: string };
  /** A checkbox's wiring: id, checked, onChange. */
  checkbox: (path: string) => Record<string, unknown> & { id: string };
  disabled: boolean;
  /** The values the form opened with: a retired learner keeps Retired as an option. */
  initialEmployment: string;
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </fieldset>
  );
}

/** Date of birth as day, month and year (PRODUCT.md §5), wired to the form like the other fields. */
function DateOfBirthField({ field, disabled }: Pick<ProfileFieldsProps, 'field' | 'disabled'>) {
  const { id, value, onChange, error } = field('dob');
  return (
    <DateOfBirthInput
      id={id}
      label={L.dob}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange as (date: string) => void}
      error={typeof error === 'string' ? error : undefined}
      disabled={disabled}
    />
  );
}

/** The profile's own fields (spec 2 §3), in the sections of the profile screen, with the §5 rules' asterisks. */
export function ProfileFields({ values, field, checkbox, disabled, initialEmployment }: ProfileFieldsProps) {
  const text = (name: FieldName, props: Record<string, unknown> = {}) => (
    <TextInput label={L[name]} disabled={disabled} {...props} {...field(name)} />
  );
  const select = (name: FieldName, data: { value: string; label: string }[], description?: string) => (
    <NativeSelect
      label={L[name]}
      description={description}
      data={data}
      disabled={disabled}
      {...field(name)}
    />
  );
  return (
    <>
      <FieldGroup legend={MESSAGES.sectionPersonalInformation}>
        {text('firstName', { withAsterisk: true, autoComplete: 'given-name' })}
        {text('middleName', { autoComplete: 'additional-name' })}
        {text('lastName', { withAsterisk: true, autoComplete: 'family-name' })}
        <DateOfBirthField field={field} disabled={disabled} />
        {select('gender', GENDER_OPTIONS)}
        {select('maritalStatus', MARITAL_STATUS_OPTIONS)}
        {text('countryOfBirth')}
      </FieldGroup>
      <FieldGroup legend={MESSAGES.sectionContact}>
        {text('emailPersonal', {
          withAsterisk: true,
          type: 'email',
          autoComplete: 'home email',
          spellCheck: false,
        })}
        {text('phoneMobile', { withAsterisk: true, type: 'tel', autoComplete: 'mobile tel' })}
        {text('emailWork', { type: 'email', autoComplete: 'work email', spellCheck: false })}
        {text('phoneWork', { type: 'tel', autoComplete: 'work tel' })}
        {text('phoneHome', { type: 'tel', autoComplete: 'home tel' })}
      </FieldGroup>
      <FieldGroup legend={MESSAGES.sectionCurrentAddress}>
        {text('streetAddress', { autoComplete: 'address-line1' })}
        {select('city', CITY_OPTIONS)}
        {values.city === OTHER_TOWN_VALUE
          ? text('cityOther', {
              withAsterisk: true,
              maxLength: OTHER_TOWN_MAX,
              autoComplete: 'address-level2',
            })
          : null}
        {text('state', { autoComplete: 'address-level1' })}
        {text('postalCode', { autoComplete: 'postal-code' })}
        {text('country', { autoComplete: 'country-name' })}
      </FieldGroup>
      <FieldGroup legend={MESSAGES.sectionPermanentAddress}>
        {text('permanentStreet')}
        {select('permanentCity', CITY_OPTIONS)}
        {values.permanentCity === OTHER_TOWN_VALUE
          ? text('permanentCityOther', { withAsterisk: true, maxLength: OTHER_TOWN_MAX })
          : null}
        {text('permanentState')}
        {text('permanentPostalCode')}
        {text('permanentCountry')}
      </FieldGroup>
      <FieldGroup legend={MESSAGES.sectionIdentifications}>
        {text('nationalId')}
        {text('passportNo')}
        {text('birthCertificateNo')}
        {text('nisno')}
      </FieldGroup>
      <FieldGroup legend={MESSAGES.sectionEducationEmployment}>
        {select('employmentStatus', withCurrent(PROFILE_EMPLOYMENT_STATUS_OPTIONS, initialEmployment))}
        {select('educationLevel', EDUCATION_LEVEL_OPTIONS)}
        {select('disability', DISABILITY_SELECT_OPTIONS, MESSAGES.disabilityVisibilityNote)}
        {values.disability === '1' ? text('disabilityType') : null}
        {values.disability === '1' ? (
          <Checkbox
            label={MESSAGES.shareDisabilityLabel}
            description={MESSAGES.shareDisabilityNote}
            disabled={disabled}
            {...checkbox('shareDisability')}
          />
        ) : null}
      </FieldGroup>
    </>
  );
}
