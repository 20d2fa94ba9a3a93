import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  COMMENT_MAX_LENGTH,
  type CommentVisibility,
  commentReadersNote,
  commentSchema,
  MESSAGES,
} from '@ojt/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useAddComment } from '../../api/add-comment';
import type { Application } from '../../api/types';
import { ApplicantHeading, applicantName } from './applicant-card';

interface CommentFormProps {
  application: Application;
  onClose: () => void;
  onAdded: () => void;
}

function CommentForm({ application, onClose, onAdded }: CommentFormProps) {
  const add = useAddComment();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(commentSchema, { comment: '' });
  const failure = useActionFailure({
    fallback: MESSAGES.failedAddComment,
    network: MESSAGES.addCommentNetworkError,
  });
  // Today's behaviour is the default: what is written reaches the applicant.
  const [visibility, setVisibility] = useState<CommentVisibility>('applicant');
  const name = applicantName(application);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    add.mutate(
      { placementId: application.placementId, comment: parsed.comment, visibility },
      {
        onSuccess: onAdded,
        onError: failure.show,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ApplicantHeading application={application} />
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <Radio.Group
          label={MESSAGES.commentVisibilityLabel}
          value={visibility}
          onChange={(value) => setVisibility(value as CommentVisibility)}
        >
          <Group gap="lg" mt={6} wrap="wrap">
            <Radio value="applicant" label={MESSAGES.commentToApplicant} disabled={add.isPending} />
            <Radio value="private" label={MESSAGES.commentPrivateNote} disabled={add.isPending} />
          </Group>
        </Radio.Group>
        <Textarea
          label="Comment"
          description={`${commentReadersNote(visibility, name)} Saved with today's date and your company's name.`}
          rows={4}
          resize="vertical"
          maxLength={COMMENT_MAX_LENGTH}
          withAsterisk
          data-autofocus
          disabled={add.isPending}
          {...field('comment')}
        />
        <FormError message={failure.text} />
        <DialogButtons onCancel={onClose} disabled={add.isPending} loading={add.isPending}>
          Add Comment
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface CommentDialogProps {
  application: Application | null;
  opened: boolean;
  onClose: () => void;
  /** The comment was saved: this dialog closes and the confirmation opens. */
  onAdded: () => void;
}

/**
 * Add Comment (spec 2 §2): non-blank text, either a message to the applicant (appended to the
 * application's comments) or a private note for the employer and the office.
 */
export function CommentDialog({ application, opened, onClose, onAdded }: CommentDialogProps) {
  return (
    <DialogFrame opened={opened && application !== null} onClose={onClose} title="Add Comment" size="lg">
      {application ? (
        <CommentForm
          key={application.placementId}
          application={application}
          onClose={onClose}
          onAdded={onAdded}
        />
      ) : null}
    </DialogFrame>
  );
}

/** The Comment Added confirmation (spec 2 §2), naming whose application it was. */
export function CommentAddedDialog({
  name,
  opened,
  onClose,
}: {
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Comment Added" size="sm">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" role="status">
          <IconCircleCheck size={28} color="var(--mantine-color-teal-9)" aria-hidden />
          <div>
            <Text fw={600}>{MESSAGES.commentAdded}</Text>
            <Text size="sm" c="dimmed">
              {name}
            </Text>
          </div>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
