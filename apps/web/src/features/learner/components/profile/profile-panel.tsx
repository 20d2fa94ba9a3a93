import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ERROR_CODES, MESSAGES } from '@ojt/domain';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyBlock, LoadError } from '../../../../components/load-states';
import { isApiError } from '../../../../lib/api-client';
import { useLearnerProfile } from '../../api/get-learner-profile';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileView } from './profile-view';

/**
 * My Profile (spec 2 §2): Edit Profile and Refresh; 'Loading profile...', an error state,
 * 'No profile data found.'; the profile's sections and lists.
 */
export function ProfilePanel({ learnerId }: { learnerId: string }) {
  const profile = useLearnerProfile(learnerId);
  const [editing, setEditing] = useState(false);
  const data = profile.data ?? null;
  // A profile the server does not find is the empty state, not a failure.
  const notFound = isApiError(profile.error) && profile.error.code === ERROR_CODES.NOT_FOUND;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {MESSAGES.tabMyProfile}
        </Title>
        <Group gap="xs">
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            disabled={!data}
            onClick={() => setEditing(true)}
          >
            {MESSAGES.editProfile}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={profile.isFetching && !profile.isPending}
            onClick={() => void profile.refetch()}
          >
            {MESSAGES.refreshAction}
          </Button>
        </Group>
      </Group>
      {profile.isPending ? (
        <Text role="status">{MESSAGES.loadingProfile}</Text>
      ) : profile.isError && !notFound ? (
        <LoadError
          message={MESSAGES.failedLoadProfileData}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : data ? (
        <ProfileView profile={data} />
      ) : (
        <EmptyBlock message={MESSAGES.noProfileData} />
      )}
      <EditProfileDialog
        opened={editing}
        learnerId={learnerId}
        profile={data}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
