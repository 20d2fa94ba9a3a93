import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ERROR_CODES, MESSAGES, PUBLISH_DEFAULTS, portalToday, publishFormSchema } from '@ojt/domain';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { isApiError } from '../../../../lib/api-client';
import { useOpenJobPosition } from '../../api/open-job-position';
import type { JobPosition } from '../../api/types';
import { SUCCESS_CLOSE_MS } from '../../utils/options';

// Spec 2 §4: an 'already open' answer (409) means it is published, which is what was wanted.
const isAlreadyOpen = (error: unknown) => isApiError(error) && error.code === ERROR_CODES.ALREADY_OPEN;

function PublishForm({ position, onClose }: { position: JobPosition; onClose: () => void }) {
  const publish = useOpenJobPosition();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(publishFormSchema, {
    openDate: portalToday(),
    openTime: PUBLISH_DEFAULTS.openTime,
    closeDate: '',
    closeTime: PUBLISH_DEFAULTS.closeTime,
    numberOfOpenings: String(PUBLISH_DEFAULTS.numberOfOpenings),
    details: '',
  });
  const failure = useActionFailure({
    fallback: MESSAGES.failedPublishJobPosition,
    network: MESSAGES.networkErrorOccurred,
  });
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    publish.mutate(
      { positionId: position.empjobid, form: parsed },
      {
        onSuccess: () => setDone(MESSAGES.jobPublished),
        onError: (error) => {
          if (isAlreadyOpen(error)) setDone(MESSAGES.jobAlreadyPublished);
          else failure.show(error);
        },
      },
    );
  });

  const locked = done !== null || publish.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Learners can apply to <strong>{position.empjobname}</strong> between the open and close date and
          time (Port of Spain time).
        </Text>
        <FormErrorSummary
          title={MESSAGES.fixBeforeSubmitting}
          errors={form.errors}
          fieldId={idFor}
          attempt={attempt}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Open date"
            withAsterisk
            disabled={locked}
            data-autofocus
            {...field('openDate')}
          />
          <TextInput type="time" label="Open time" withAsterisk disabled={locked} {...field('openTime')} />
          <TextInput type="date" label="Close date" withAsterisk disabled={locked} {...field('closeDate')} />
          <TextInput type="time" label="Close time" withAsterisk disabled={locked} {...field('closeTime')} />
        </SimpleGrid>
        <TextInput
          type="number"
          label="Number of openings"
          description="How many learners you can place. At least 1."
          min={1}
          step={1}
          inputMode="numeric"
          withAsterisk
          disabled={locked}
          maw={220}
          {...field('numberOfOpenings')}
        />
        <Textarea
          label="Additional details"
          description="Optional: hours, dress code, what to bring."
          rows={3}
          resize="vertical"
          disabled={locked}
          {...field('details')}
        />
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <DialogButtons onCancel={onClose} disabled={locked} loading={publish.isPending}>
          Publish
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface PublishDialogProps {
  /** The position to publish; the dialog is open while it is set. */
  position: JobPosition | null;
  opened: boolean;
  onClose: () => void;
}

/** Publish Job Position (spec 2 §5): the opening's window, number of openings and details. */
export function PublishDialog({ position, opened, onClose }: PublishDialogProps) {
  return (
    <DialogFrame
      opened={opened && position !== null}
      onClose={onClose}
      title="Publish Job Position"
      size="lg"
    >
      {position ? <PublishForm key={position.empjobid} position={position} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
