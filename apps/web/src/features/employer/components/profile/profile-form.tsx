import {
  Button,
  Checkbox,
  type ComboboxStringGroupData,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { employerProfileBodySchema, EMPLOYER_FIELD_LABELS as L, MESSAGES, OTHER_TOWN_MAX } from '@ojt/domain';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import type { EmployerFormValues } from '../../../../components/employer-form-values';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import {
  CITY_OPTIONS,
  EMPLOYER_TYPE_OPTIONS,
  OTHER_TOWN_VALUE,
  SECTOR_GROUPED_OPTIONS,
  STAFF_COUNT_OPTIONS,
  START_MONTH_OPTIONS,
  startYearOptions,
} from '../../../../components/lookup-options';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useUpdateEmployerProfile } from '../../api/update-employer-profile';
import classes from './profile.module.css';

export interface ProfileFormProps {
  initial: EmployerFormValues;
  onCancel: () => void;
  onSaved: () => void;
}

/** The company profile's Edit view: the sign-up wizard's fields and rules; the Employer ID cannot change. */
export function ProfileForm({ initial, onCancel, onSaved }: ProfileFormProps) {
  const save = useUpdateEmployerProfile();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(employerProfileBodySchema, initial);
  const failure = useActionFailure({
    fallback: MESSAGES.failedUpdateProfile,
    network: MESSAGES.updateProfileNetworkError,
  });
  const [years] = useState(() => startYearOptions());

  const submit = handleSubmit((parsed) => {
    failure.clear();
    save.mutate(parsed, {
      onSuccess: onSaved,
      onError: failure.show,
    });
  });

  const text = (
    name: keyof EmployerFormValues & string,
    required = false,
    props: Record<string, unknown> = {},
  ) => (
    <TextInput
      label={L[name as keyof typeof L]}
      withAsterisk={required}
      disabled={save.isPending}
      {...props}
      {...field(name)}
    />
  );
  const select = (name: keyof EmployerFormValues & string, data: ComboboxStringGroupData) => (
    <NativeSelect
      label={L[name as keyof typeof L]}
      withAsterisk
      data={data}
      disabled={save.isPending}
      {...field(name)}
    />
  );
  const check = (name: 'isParent' | 'isRTP', label: string) => (
    <Checkbox
      label={label}
      disabled={save.isPending}
      id={idFor(name)}
      {...form.getInputProps(name, { type: 'checkbox' })}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit company profile">
      <Stack gap="lg">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <TextInput
          label={L.empId}
          id={idFor('empId')}
          value={initial.empId}
          readOnly
          variant="filled"
          description="Your Employer ID cannot be changed."
        />
        <fieldset className={classes.group}>
          <legend className={classes.legend}>Company</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('empName', true, { autoComplete: 'organization' })}
            {select('empType', EMPLOYER_TYPE_OPTIONS)}
            {text('empEmail', true, { type: 'email', autoComplete: 'email' })}
            {text('empPhone', true, { type: 'tel', autoComplete: 'tel' })}
            {text('empWebSite', false, { type: 'url', placeholder: 'https://www.example.com' })}
            {text('empFax', false, { type: 'tel' })}
          </SimpleGrid>
        </fieldset>
        <fieldset className={classes.group}>
          <legend className={classes.legend}>Address</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('empStreet', true, { autoComplete: 'street-address' })}
            {select('empCity', CITY_OPTIONS)}
            {form.values.empCity === OTHER_TOWN_VALUE
              ? text('empCityOther', true, { maxLength: OTHER_TOWN_MAX, autoComplete: 'address-level2' })
              : null}
            {text('empState', true)}
            {text('empPostalCode', true, { autoComplete: 'postal-code' })}
            {text('empCountry')}
            {text('empRegistrationState')}
          </SimpleGrid>
        </fieldset>
        <fieldset className={classes.group}>
          <legend className={classes.legend}>Primary Contact</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('empPName', true, { autoComplete: 'name' })}
            {text('empPTitle', true, { autoComplete: 'organization-title' })}
            {text('empPPhone', true, { type: 'tel' })}
            {text('empPEmail', true, { type: 'email' })}
            {text('empPFax', false, { type: 'tel' })}
          </SimpleGrid>
        </fieldset>
        <fieldset className={classes.group}>
          <legend className={classes.legend}>Company Details</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {select('companyStartMonth', START_MONTH_OPTIONS)}
            {select('companyStartYear', years)}
            {select('companySector', SECTOR_GROUPED_OPTIONS)}
            {select('staffCount', STAFF_COUNT_OPTIONS)}
          </SimpleGrid>
          <Stack gap="sm" mt="md">
            {check('isParent', 'This company is part of a parent company')}
            {form.values.isParent ? text('empParentId') : null}
            {check('isRTP', L.isRTP)}
          </Stack>
        </fieldset>
        <FormError message={failure.text} />
        <Group justify="flex-end" gap="sm" className={classes.buttons}>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
