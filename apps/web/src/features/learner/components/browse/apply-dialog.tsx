import { List, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  applyForJobIntro,
  applyForOjtParamsSchema,
  type LearnerOpenJobItem,
  MESSAGES,
  PLACEMENT_TYPE_DESCRIPTIONS,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { PLACEMENT_TYPE_OPTIONS } from '../../../../components/person-options';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useApplyForOjt } from '../../api/apply-for-ojt';

/** Each placement type in a sentence, read just before the select (issue 30). */
function PlacementTypeHelp() {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {MESSAGES.placementTypeHelpTitle}
      </Text>
      <List size="sm" spacing={2}>
        {Object.values(PLACEMENT_TYPE_DESCRIPTIONS).map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
    </div>
  );
}

// The dialog checks the one field the learner chooses, with the API's own rule and message.
const applyFormSchema = applyForOjtParamsSchema.pick({ PlacementType: true });

interface ApplyFormProps {
  item: LearnerOpenJobItem;
  learnerId: string;
  onClose: () => void;
  onApplied: (item: LearnerOpenJobItem) => void;
}

function ApplyForm({ item, learnerId, onClose, onApplied }: ApplyFormProps) {
  const apply = useApplyForOjt();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(applyFormSchema, { PlacementType: '' });
  const failure = useActionFailure({ fallback: MESSAGES.applyFailed, network: MESSAGES.failedToApply });
  const title = item.empJobs.empjobname;

  const submit = handleSubmit(({ PlacementType }) => {
    failure.clear();
    apply.mutate(
      { openingId: item.jobOpenings.jobOpeningId, learnerId, placementType: PlacementType },
      {
        onSuccess: () => onApplied(item),
        onError: failure.show,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="sm" p="sm" bg="gray.0">
          <Text fw={700}>{title}</Text>
          <Text size="sm">{item.employer.empName}</Text>
        </Paper>
        <Text size="sm">{applyForJobIntro(title, item.employer.empName)}</Text>
        <FormErrorSummary
          title={MESSAGES.fixBeforeSubmitting}
          errors={form.errors}
          fieldId={idFor}
          attempt={attempt}
        />
        <PlacementTypeHelp />
        <NativeSelect
          label={MESSAGES.placementTypeLabel}
          withAsterisk
          data={PLACEMENT_TYPE_OPTIONS}
          disabled={apply.isPending}
          data-autofocus
          {...field('PlacementType')}
        />
        <FormError message={failure.text} />
        <DialogButtons
          onCancel={onClose}
          disabled={apply.isPending}
          loading={apply.isPending}
          busyLabel={MESSAGES.applying}
        >
          {MESSAGES.confirmApply}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface ApplyDialogProps {
  /** The opening being applied to; `null` closes the dialog. */
  item: LearnerOpenJobItem | null;
  learnerId: string;
  onClose: () => void;
  /** The application was accepted: the page shows Applied and the confirmation. */
  onApplied: (item: LearnerOpenJobItem) => void;
}

/** Apply for Job (spec 2 §2): the job, a Placement Type, Cancel and Confirm Apply ('Applying...'). */
export function ApplyDialog({ item, learnerId, onClose, onApplied }: ApplyDialogProps) {
  return (
    <DialogFrame opened={item !== null} onClose={onClose} title={MESSAGES.applyForJobTitle}>
      {item ? (
        <ApplyForm
          key={item.jobOpenings.jobOpeningId}
          item={item}
          learnerId={learnerId}
          onClose={onClose}
          onApplied={onApplied}
        />
      ) : null}
    </DialogFrame>
  );
}
