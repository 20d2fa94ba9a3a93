import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { type EmployerSignup, EMPLOYER_FIELD_LABELS as L } from '@ojt/domain';
import { useMemo } from 'react';
import type { EmployerFormValues } from '../../../components/employer-form-values';
import {
  COUNTRY_OPTIONS,
  SECTOR_GROUPED_OPTIONS,
  startYearOptions,
} from '../../../components/lookup-options';
import type { useSignupWizard } from '../hooks/use-signup-wizard';
import { EMPLOYER_SELECT_OPTIONS as OPTIONS } from '../model/employer-form';
import { FieldRow } from './field-row';
import { TownFields } from './town-fields';

type EmployerWizard = Pick<
  ReturnType<typeof useSignupWizard<EmployerFormValues, EmployerSignup>>,
  'values' | 'textProps' | 'checkboxProps' | 'setField'
>;

interface StepProps {
  wizard: EmployerWizard;
}

function BasicCompanyStep({ wizard: { textProps } }: StepProps) {
  return (
    <>
      <FieldRow>
        <TextInput
          label={L.empId}
          description="You will sign in with this ID once approved, e.g. your company registration number."
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...textProps('empId')}
        />
        <TextInput label={L.empName} required autoComplete="organization" {...textProps('empName')} />
      </FieldRow>
      <FieldRow>
        <NativeSelect label={L.empType} required data={OPTIONS.empType} {...textProps('empType')} />
        <TextInput
          label={L.empEmail}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...textProps('empEmail')}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={L.empPhone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description="For example, 868 555 1234"
          {...textProps('empPhone')}
        />
        <TextInput
          label={L.empWebSite}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          description="For example, https://www.example.com"
          {...textProps('empWebSite')}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={L.empFax}
          type="tel"
          inputMode="tel"
          autoComplete="fax tel"
          {...textProps('empFax')}
        />
      </FieldRow>
    </>
  );
}

function CompanyAddressStep({ wizard }: StepProps) {
  const { textProps } = wizard;
  return (
    <>
      <TextInput label={L.empStreet} required autoComplete="street-address" {...textProps('empStreet')} />
      <TownFields wizard={wizard} labels={L} town="empCity" region="empState" other="empCityOther" />
      <FieldRow>
        <TextInput
          label={L.empPostalCode}
          required
          autoComplete="postal-code"
          {...textProps('empPostalCode')}
        />
        <NativeSelect
          label={L.empCountry}
          autoComplete="country-name"
          data={COUNTRY_OPTIONS}
          {...textProps('empCountry')}
        />
      </FieldRow>
      <FieldRow>
        <TextInput label={L.empRegistrationState} autoComplete="off" {...textProps('empRegistrationState')} />
      </FieldRow>
    </>
  );
}

function PrimaryContactStep({ wizard: { textProps } }: StepProps) {
  return (
    <>
      <FieldRow>
        <TextInput label={L.empPName} required autoComplete="name" {...textProps('empPName')} />
        <TextInput
          label={L.empPTitle}
          description="For example, HR Manager"
          required
          autoComplete="organization-title"
          {...textProps('empPTitle')}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={L.empPPhone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description="For example, 868 555 1234"
          {...textProps('empPPhone')}
        />
        <TextInput
          label={L.empPEmail}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...textProps('empPEmail')}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={L.empPFax}
          type="tel"
          inputMode="tel"
          autoComplete="fax tel"
          {...textProps('empPFax')}
        />
      </FieldRow>
    </>
  );
}

function CompanyDetailsStep({ wizard: { values, textProps, checkboxProps } }: StepProps) {
  const years = useMemo(() => startYearOptions(), []);
  return (
    <>
      <FieldRow>
        <NativeSelect
          label={L.companyStartMonth}
          required
          data={OPTIONS.companyStartMonth}
          {...textProps('companyStartMonth')}
        />
        <NativeSelect label={L.companyStartYear} required data={years} {...textProps('companyStartYear')} />
      </FieldRow>
      <FieldRow>
        <NativeSelect
          label={L.companySector}
          required
          data={SECTOR_GROUPED_OPTIONS}
          {...textProps('companySector')}
        />
        <NativeSelect
          label={L.staffCount}
          description="Number of employees"
          required
          data={OPTIONS.staffCount}
          {...textProps('staffCount')}
        />
      </FieldRow>
      <Checkbox size="md" label="This company is part of a parent company" {...checkboxProps('isParent')} />
      {values.isParent && (
        <FieldRow>
          <TextInput
            label={L.empParentId}
            description="The parent company's Employer ID, if it has one"
            autoComplete="off"
            {...textProps('empParentId')}
          />
        </FieldRow>
      )}
      <Checkbox
        size="md"
        label={L.isRTP}
        description="Tick if the company is a registered TVET training provider"
        {...checkboxProps('isRTP')}
      />
    </>
  );
}

const STEPS = [BasicCompanyStep, CompanyAddressStep, PrimaryContactStep, CompanyDetailsStep] as const;

/** The fields of the employer wizard's current step (spec 1 §2, §3). */
export function EmployerStepFields({ step, wizard }: StepProps & { step: number }) {
  const Step = STEPS[step] ?? BasicCompanyStep;
  return <Step wizard={wizard} />;
}
