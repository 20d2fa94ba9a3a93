import { Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  addOfficerParamsSchema,
  ERROR_CODES,
  MESSAGES,
  OFFICER_NAME_MAX,
  OFFICER_ROLE_NAMES,
  OFFICER_ROLES,
  type Officer,
  type OfficerRole,
} from '@ojt/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { RecordButton } from '../../../../components/record-button';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { isApiError } from '../../../../lib/api-client';
import { useAddOfficer } from '../../api/add-officer';
import { useOfficers } from '../../api/get-officers';
import { useRemoveOfficer } from '../../api/remove-officer';
import { useLastValue } from '../../hooks/use-last-value';
import { ListError } from '../list-states';
import { officerRoleLabel, officerRolePlural } from './placement-labels';
import classes from './placements.module.css';

const ROLE_OPTIONS = [
  { value: '', label: 'Choose a role' },
  ...OFFICER_ROLES.map((role) => ({ value: role, label: officerRoleLabel(role) })),
];

const failure = (error: unknown) =>
  actionFailureText(error, {
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorTryAgain,
  });

/** Add officer: a name and a role; a name already on the list is refused (409) under the name. */
function AddOfficerForm() {
  const add = useAddOfficer();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(addOfficerParamsSchema, {
    Name: '',
    Role: '',
  });
  const submit = handleSubmit((params) => {
    setProblem(null);
    add.mutate(params, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer?.message || MESSAGES.officerAdded,
          message: params.Name,
        });
        form.reset();
      },
      onError: (error) => {
        const message = failure(error);
        if (isApiError(error) && error.code === ERROR_CODES.CONFLICT && message)
          form.setFieldError('Name', message);
        else setProblem(message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={idFor('heading')}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={idFor('heading')}>
          Add officer
        </Title>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <div className={classes.addOfficer}>
          <TextInput
            label="Name"
            withAsterisk
            maxLength={OFFICER_NAME_MAX}
            autoComplete="off"
            {...field('Name')}
          />
          <NativeSelect label="Role" withAsterisk data={ROLE_OPTIONS} {...field('Role')} />
          <Button
            type="submit"
            className={classes.addButton}
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
          >
            Add officer
          </Button>
        </div>
        <FormError message={problem} />
      </Stack>
    </form>
  );
}

function RoleGroup({
  role,
  officers,
  onRemove,
}: {
  role: OfficerRole;
  officers: Officer[];
  onRemove: (o: Officer) => void;
}) {
  const mine = officers.filter((officer) => officer.role === role);
  return (
    <section aria-labelledby={`officers-${role}`}>
      <Title order={3} size="h5" mb="xs" id={`officers-${role}`}>
        {officerRolePlural(role)}
      </Title>
      {mine.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MESSAGES.noOfficersYet}
        </Text>
      ) : (
        <ul className={classes.officers}>
          {mine.map((officer) => (
            <li key={officer.id}>
              <Text size="sm">{officer.name}</Text>
              <RecordButton
                icon={IconTrash}
                label={`Remove ${officer.name}`}
                variant="outline"
                color="red.9"
                onClick={() => onRemove(officer)}
              >
                Remove
              </RecordButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The active officers by role, Add officer, and Remove (after a confirmation). */
function OfficersBody() {
  const officers = useOfficers();
  const remove = useRemoveOfficer();
  const [target, setTarget] = useState<Officer | null>(null);
  const shown = useLastValue(target);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setRemoveError(null);
  };
  const confirm = () => {
    if (!target) return;
    setRemoveError(null);
    remove.mutate(target.id, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer?.message || MESSAGES.officerRemoved,
          message: target.name,
        });
        close();
      },
      onError: (error) => setRemoveError(failure(error)),
    });
  };

  return (
    <Stack gap="lg">
      {officers.isPending ? (
        <Text role="status">{MESSAGES.loading}</Text>
      ) : officers.isError ? (
        <ListError message={MESSAGES.failedLoadOfficers} onRetry={() => void officers.refetch()} />
      ) : (
        <div className={classes.roleGroups}>
          {OFFICER_ROLES.map((role) => (
            <RoleGroup key={role} role={role} officers={officers.data} onRemove={setTarget} />
          ))}
        </div>
      )}
      <AddOfficerForm />
      <ConfirmDialog
        opened={target !== null}
        title="Remove officer"
        confirmLabel="Remove"
        confirmColor="red.9"
        loading={remove.isPending}
        error={removeError}
        onConfirm={confirm}
        onClose={close}
      >
        <Text fw={600}>{shown ? `${shown.name}, ${OFFICER_ROLE_NAMES[shown.role]}` : ''}</Text>
        <Text>{MESSAGES.removeOfficerExplain}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** Manage officers: the short list the Place dialog chooses the three officers from. */
export function OfficersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Officers" size="xl" fullScreen={phone}>
      {opened ? <OfficersBody /> : null}
    </DialogFrame>
  );
}
