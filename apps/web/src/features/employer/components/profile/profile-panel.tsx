import { Button, Card, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconEdit } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import bars from '../../../../components/bars.module.css';
import { LoadError, LoadingBlocks } from '../../../../components/load-states';
import { useEmployerProfile } from '../../api/get-employer-profile';
import classes from './profile.module.css';
import { ProfileForm } from './profile-form';
import { toProfileValues } from './profile-values';
import { ProfileView } from './profile-view';

/** Profile (spec 2 §2): the company profile, read view with Edit; Cancel and Save while editing. */
export function ProfilePanel({ empId }: { empId: string }) {
  const profile = useEmployerProfile(empId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  let body: ReactNode;
  if (!empId) body = <FormError message={MESSAGES.employerIdMissing} />;
  else if (profile.isPending) body = <LoadingBlocks label={MESSAGES.loadingProfile} count={4} height={120} />;
  else if (profile.isError)
    body = (
      <LoadError
        message={MESSAGES.failedLoadEmployerProfile}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  else if (editing)
    body = (
      <ProfileForm
        initial={toProfileValues(profile.data)}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  else
    body = (
      <Card withBorder radius="md" padding="lg" className={classes.card}>
        <ProfileView record={profile.data} />
      </Card>
    );

  return (
    <Stack gap="md" maw={960}>
      <div className={bars.bar}>
        <Title order={2} size="h3">
          Company Profile
        </Title>
        {!editing && profile.data ? (
          <Button
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        ) : null}
      </div>
      <FormSuccess message={saved && !editing ? MESSAGES.profileUpdated : null} />
      {body}
    </Stack>
  );
}
