import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { JOB_POSITION_STATUS, jobPositionFormSchema, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { SECTOR_OR_ZERO_OPTIONS } from '../../../../components/lookup-options';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useAddJobPosition } from '../../api/add-job-position';
import type { JobPosition } from '../../api/types';
import { useUpdateJobPosition } from '../../api/update-job-position';
import { EMPTY_REQUIREMENT, type RequirementRow, RequirementRows } from './requirement-rows';

const STATUS_OPTIONS = [
  { value: String(JOB_POSITION_STATUS.ACTIVE), label: 'Active' },
  { value: String(JOB_POSITION_STATUS.INACTIVE), label: 'Inactive' },
  { value: String(JOB_POSITION_STATUS.DRAFT), label: 'Draft' },
];

interface JobFormValues extends Record<string, unknown> {
  jobTitle: string;
  jobSector: string;
  jobPositionStatus: string;
  lstRequirements: RequirementRow[];
}

// Spec 2 §4: new positions are Active; an edit keeps Inactive if it was 0.
function initialValues(position: JobPosition | null): JobFormValues {
  if (!position) {
    return {
      jobTitle: '',
      jobSector: '0',
      jobPositionStatus: '1',
      lstRequirements: [{ ...EMPTY_REQUIREMENT }],
    };
  }
  const rows = position.tblemployerjobRequirements.map((row) => ({
    qualificationType: row.qualificationType ?? '',
    certificateName: row.certificateName ?? '',
  }));
  const inactive = Number(position.empjobpositionstatus) === JOB_POSITION_STATUS.INACTIVE;
  return {
    jobTitle: position.empjobname ?? '',
    jobSector: String(position.empjobsector ?? 0),
    jobPositionStatus: String(inactive ? JOB_POSITION_STATUS.INACTIVE : JOB_POSITION_STATUS.ACTIVE),
    lstRequirements: rows.length > 0 ? rows : [{ ...EMPTY_REQUIREMENT }],
  };
}

interface JobFormProps {
  empId: string;
  position: JobPosition | null;
  onClose: () => void;
}

function JobForm({ empId, position, onClose }: JobFormProps) {
  const editing = position !== null;
  const add = useAddJobPosition();
  const update = useUpdateJobPosition();
  const pending = add.isPending || update.isPending;
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(
    jobPositionFormSchema,
    initialValues(position),
  );
  const failure = useActionFailure({
    fallback: editing ? MESSAGES.failedUpdateJobPosition : MESSAGES.failedAddJobPosition,
    network: MESSAGES.networkErrorOccurred,
  });
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    const outcome = {
      onSuccess: () => setDone(editing ? MESSAGES.jobPositionUpdated : MESSAGES.jobPositionAdded),
      onError: failure.show,
    };
    if (position) update.mutate({ form: parsed, empId, jobPositionId: position.empjobid }, outcome);
    else add.mutate({ form: parsed, empId }, outcome);
  });

  const locked = done !== null || pending;
  // The list's own problem links to its first input.
  const linkTarget = (path: string) =>
    idFor(path === 'lstRequirements' ? 'lstRequirements.0.qualificationType' : path);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorSummary errors={form.errors} fieldId={linkTarget} attempt={attempt} />
        <TextInput label="Job Title" withAsterisk data-autofocus disabled={locked} {...field('jobTitle')} />
        <NativeSelect
          label="Sector"
          withAsterisk
          data={SECTOR_OR_ZERO_OPTIONS}
          disabled={locked}
          {...field('jobSector')}
        />
        <NativeSelect
          label="Status"
          description={
            editing ? 'Use Enable or Disable on the position to change it.' : 'New positions are Active.'
          }
          data={STATUS_OPTIONS}
          disabled
          {...field('jobPositionStatus')}
        />
        <RequirementRows
          rows={form.values.lstRequirements}
          field={field}
          error={form.errors.lstRequirements}
          disabled={locked}
          onAdd={() => form.insertListItem('lstRequirements', { ...EMPTY_REQUIREMENT })}
          onRemove={(index) => form.removeListItem('lstRequirements', index)}
        />
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <DialogButtons onCancel={onClose} disabled={locked} loading={pending}>
          {editing ? 'Save Changes' : 'Add Job Position'}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface JobFormDialogProps {
  opened: boolean;
  empId: string;
  /** The position to edit; `null` adds a new one. */
  position: JobPosition | null;
  onClose: () => void;
}

/** Add/Edit Job Position (spec 2 §2, §5); closes itself 3 s after the save. */
export function JobFormDialog({ opened, empId, position, onClose }: JobFormDialogProps) {
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={position ? 'Edit Job Position' : 'Add Job Position'}
      size="lg"
    >
      <JobForm key={position?.empjobid ?? 'new'} empId={empId} position={position} onClose={onClose} />
    </DialogFrame>
  );
}
