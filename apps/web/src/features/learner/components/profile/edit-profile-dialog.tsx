import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type LearnerProfile, MESSAGES, updateLearnerProfileBodySchema } from '@ojt/domain';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useUpdateLearnerProfile } from '../../api/update-learner-profile';
import classes from './profile.module.css';
import { ProfileFields } from './profile-fields';
import { ProfileListEditor } from './profile-list-editor';
import { listRows, PROFILE_LISTS, summaryProblems } from './profile-lists';
import { toProfileBody, toProfileFormValues } from './profile-values';

interface ProfileFormProps {
  learnerId: string;
  profile: LearnerProfile;
  onClose: () => void;
}

// Problems without an input of their own (the user id, unknown fields) are listed without a link.
const UNLINKED = new Set(['', 'learnerID']);

function ProfileForm({ learnerId, profile, onClose }: ProfileFormProps) {
  const save = useUpdateLearnerProfile();
  const [initial] = useState(() => toProfileFormValues(learnerId, profile));
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(
    updateLearnerProfileBodySchema,
    initial,
  );
  const failure = useActionFailure({
    fallback: MESSAGES.failedUpdateProfile,
    network: MESSAGES.updateProfileNetworkError,
  });
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    save.mutate(toProfileBody(parsed), {
      onSuccess: () => setDone(MESSAGES.profileUpdated),
      onError: failure.show,
    });
  });

  const locked = done !== null || save.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={MESSAGES.editProfile}>
      <Stack gap="lg">
        <FormErrorSummary
          title={MESSAGES.fixBeforeSubmitting}
          errors={summaryProblems(form.errors)}
          fieldId={(path) => (UNLINKED.has(path) ? undefined : idFor(path))}
          attempt={attempt}
        />
        <ProfileFields
          values={form.values}
          field={field}
          checkbox={(path) => ({ id: idFor(path), ...form.getInputProps(path, { type: 'checkbox' }) })}
          disabled={locked}
          initialEmployment={initial.employmentStatus}
        />
        {PROFILE_LISTS.map((list) => (
          <ProfileListEditor
            key={list.key}
            list={list}
            rows={listRows(form.values, list.key)}
            field={field}
            idFor={idFor}
            error={form.errors[list.key]}
            disabled={locked}
            onAdd={() => form.insertListItem(list.key, list.empty())}
            onRemove={(index) => form.removeListItem(list.key, index)}
          />
        ))}
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <Group justify="flex-end" gap="sm" className={classes.buttons}>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={done !== null}>
            {MESSAGES.saveProfile}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface EditProfileDialogProps {
  opened: boolean;
  learnerId: string;
  profile: LearnerProfile | null;
  onClose: () => void;
}

/** Edit Profile (spec 2 §2, §5): the profile's fields and its four lists; closes itself 3 s after the save. */
export function EditProfileDialog({ opened, learnerId, profile, onClose }: EditProfileDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <DialogFrame opened={opened} onClose={onClose} title={MESSAGES.editProfile} size="xl" fullScreen={phone}>
      {profile ? <ProfileForm learnerId={learnerId} profile={profile} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
