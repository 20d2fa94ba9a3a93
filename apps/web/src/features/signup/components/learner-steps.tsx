import { NativeSelect, TextInput } from '@mantine/core';
import { LEARNER_FIELD_LABELS as L, MESSAGES } from '@ojt/domain';
import { Link } from 'react-router';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { COUNTRY_OPTIONS, OPTIONAL_COUNTRY_OPTIONS } from '../../../components/lookup-options';
import { paths } from '../../../config/paths';
import type { useSignupWizard } from '../hooks/use-signup-wizard';
import {
  hasDisability,
  type LearnerFormValues,
  type LearnerSignupPayload,
  LEARNER_SELECT_OPTIONS as OPTIONS,
} from '../model/learner-form';
import { FieldGroup } from './field-group';
import { FieldRow } from './field-row';
import { TownFields } from './town-fields';

type LearnerWizard = Pick<
  ReturnType<typeof useSignupWizard<LearnerFormValues, LearnerSignupPayload>>,
  'values' | 'textProps' | 'setField' | 'errors'
>;

interface StepProps {
  wizard: LearnerWizard;
}

function PersonalStep({ wizard: { values, textProps, setField, errors } }: StepProps) {
  return (
    <>
      <FieldRow>
        <TextInput label={L.firstName} required autoComplete="given-name" {...textProps('firstName')} />
        <TextInput label={L.middleName} autoComplete="additional-name" {...textProps('middleName')} />
      </FieldRow>
      <FieldRow>
        <TextInput label={L.lastName} required autoComplete="family-name" {...textProps('lastName')} />
        <DateOfBirthInput
          id="signup-dob"
          label={L.dob}
          size="md"
          required
          value={values.dob}
          onChange={(date) => setField('dob', date)}
          error={errors.dob}
        />
      </FieldRow>
      <FieldRow>
        <NativeSelect
          label={L.gender}
          required
          autoComplete="sex"
          data={OPTIONS.gender}
          {...textProps('gender')}
        />
        <NativeSelect label={L.maritalStatus} data={OPTIONS.maritalStatus} {...textProps('maritalStatus')} />
      </FieldRow>
      <FieldRow>
        <TextInput label={L.countryOfBirth} autoComplete="off" {...textProps('countryOfBirth')} />
      </FieldRow>
      <FieldGroup legend="Contact details">
        <FieldRow>
          <TextInput
            label={L.emailPersonal}
            description="We send your verification link here, then your login details."
            required
            type="email"
            inputMode="email"
            autoComplete="home email"
            spellCheck={false}
            {...textProps('emailPersonal')}
          />
          <TextInput
            label={L.phoneMobile}
            description="For example, 868 555 1234, or +44 7700 900123 from abroad"
            required
            type="tel"
            inputMode="tel"
            autoComplete="mobile tel"
            {...textProps('phoneMobile')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            label={L.emailWork}
            type="email"
            inputMode="email"
            autoComplete="work email"
            spellCheck={false}
            {...textProps('emailWork')}
          />
          <TextInput
            label={L.phoneWork}
            type="tel"
            inputMode="tel"
            autoComplete="work tel"
            {...textProps('phoneWork')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            label={L.phoneHome}
            type="tel"
            inputMode="tel"
            autoComplete="home tel"
            {...textProps('phoneHome')}
          />
        </FieldRow>
      </FieldGroup>
    </>
  );
}

function AddressStep({ wizard }: StepProps) {
  const { textProps } = wizard;
  return (
    <>
      <FieldGroup legend="Current Address">
        <TextInput
          label={L.streetAddress}
          required
          autoComplete="address-line1"
          {...textProps('streetAddress')}
        />
        <TownFields wizard={wizard} labels={L} town="city" region="state" other="cityOther" />
        <FieldRow>
          <TextInput label={L.postalCode} autoComplete="postal-code" {...textProps('postalCode')} />
          <NativeSelect
            label={L.country}
            autoComplete="country-name"
            data={COUNTRY_OPTIONS}
            {...textProps('country')}
          />
        </FieldRow>
      </FieldGroup>
      <FieldGroup
        legend={MESSAGES.permanentAddressHeading}
        description="Leave these empty if your permanent address is the same as your current address."
      >
        <TextInput
          label={L.permanentStreet}
          autoComplete="section-permanent address-line1"
          {...textProps('permanentStreet')}
        />
        <TownFields
          wizard={wizard}
          labels={L}
          town="permanentCity"
          region="permanentState"
          other="permanentCityOther"
          optional
          section="section-permanent"
        />
        <FieldRow>
          <TextInput
            label={L.permanentPostalCode}
            autoComplete="section-permanent postal-code"
            {...textProps('permanentPostalCode')}
          />
          <NativeSelect
            label={L.permanentCountry}
            autoComplete="section-permanent country-name"
            data={OPTIONAL_COUNTRY_OPTIONS}
            {...textProps('permanentCountry')}
          />
        </FieldRow>
      </FieldGroup>
    </>
  );
}

function AdditionalStep({ wizard: { values, textProps } }: StepProps) {
  return (
    <>
      <FieldRow>
        <NativeSelect
          label={L.employmentStatus}
          required
          data={OPTIONS.employmentStatus}
          {...textProps('employmentStatus')}
        />
        <NativeSelect
          label={L.educationLevel}
          required
          data={OPTIONS.educationLevel}
          {...textProps('educationLevel')}
        />
      </FieldRow>
      <FieldGroup
        legend="Identification"
        description={
          <>
            Enter at least one: passport number, national ID or birth certificate number. We use them only to
            confirm who you are (see our <Link to={paths.privacy}>privacy notice</Link>).
          </>
        }
      >
        <FieldRow>
          <TextInput
            label={L.passportNo}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...textProps('passportNo')}
          />
          <TextInput
            label={L.nationalId}
            autoComplete="off"
            spellCheck={false}
            {...textProps('nationalId')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            label={L.birthCertificateNo}
            autoComplete="off"
            spellCheck={false}
            {...textProps('birthCertificateNo')}
          />
          <TextInput label={L.nisno} autoComplete="off" spellCheck={false} {...textProps('nisno')} />
        </FieldRow>
      </FieldGroup>
      <FieldRow>
        <NativeSelect label={L.disability} data={OPTIONS.disability} {...textProps('disability')} />
        {hasDisability(values) && (
          <TextInput
            label={L.disabilityType}
            description="Optional. Tell us about any support you may need."
            autoComplete="off"
            {...textProps('disabilityType')}
          />
        )}
      </FieldRow>
    </>
  );
}

const STEPS = [PersonalStep, AddressStep, AdditionalStep] as const;

/** The fields of the learner wizard's current step (spec 1 §2, §3). */
export function LearnerStepFields({ step, wizard }: StepProps & { step: number }) {
  const Step = STEPS[step] ?? PersonalStep;
  return <Step wizard={wizard} />;
}
