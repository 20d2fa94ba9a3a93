import { Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ExperienceLetter,
  MESSAGES,
  REVOKE_REASON_MAX,
  revokeAllLettersText,
  revokeLetterParamsSchema,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useRevokeLetter } from '../../api/revoke-letter';
import classes from './placements.module.css';

interface RevokeFormProps {
  letter: ExperienceLetter;
  validCount: number;
  onClose: () => void;
}

function RevokeForm({ letter, validCount, onClose }: RevokeFormProps) {
  const alsoOthers = revokeAllLettersText(validCount);
  const revoke = useRevokeLetter();
  const failure = useActionFailure({
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorTryAgain,
  });
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(revokeLetterParamsSchema, {
    LetterId: letter.letterId,
    Reason: '',
  });

  const submit = handleSubmit((params) => {
    failure.clear();
    revoke.mutate(params, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer?.message || MESSAGES.letterRevokedDone,
          message: letter.verificationCode,
        });
        onClose();
      },
      onError: failure.show,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Letter <strong className={classes.code}>{letter.verificationCode}</strong>
          <br />
          {MESSAGES.revokeLetterExplain}
        </Text>
        {alsoOthers ? (
          <Text size="sm" fw={600}>
            {alsoOthers}
          </Text>
        ) : null}
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <Textarea
          label="Reason"
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={REVOKE_REASON_MAX}
          data-autofocus
          {...field('Reason')}
        />
        <FormError message={failure.text} />
        <DialogButtons onCancel={onClose} disabled={revoke.isPending} loading={revoke.isPending}>
          Revoke letter
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface RevokeLetterDialogProps {
  /** The letter to revoke; the dialog is open while it is set. */
  letter: ExperienceLetter | null;
  /** How many letters of its placement are still valid: all of them are revoked together. */
  validCount: number;
  onClose: () => void;
}

/**
 * Revoke an experience letter, with the reason (required), and with it the placement's other valid
 * letters: the public check then says revoked for each.
 */
export function RevokeLetterDialog({ letter, validCount, onClose }: RevokeLetterDialogProps) {
  return (
    <DialogFrame opened={letter !== null} onClose={onClose} title="Revoke letter">
      {letter ? (
        <RevokeForm key={letter.letterId} letter={letter} validCount={validCount} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
