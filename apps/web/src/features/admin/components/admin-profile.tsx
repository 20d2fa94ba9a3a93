import { Card, DataList, Skeleton, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { AccountSettingsCard } from '../../../components/account/account-dialogs';
import details from '../../../components/details/detail-section.module.css';
import { joinName } from '../../../components/record-text';
import { useSession } from '../../../lib/session';
import { useCurrentAdmin } from '../api/get-current-admin';
import { ListError } from './list-states';

function AccountInformation() {
  const me = useCurrentAdmin();
  const account = me.data?.user;
  const rows: [string, string][] = [
    ['Username', account?.user?.userName ?? ''],
    ['Email', account?.user?.emailAddress ?? ''],
    ['Role', account?.systemRole?.roleName ?? ''],
    ['Full Name', joinName(account?.user?.firstname, account?.user?.lastname)],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4" mb="md">
        Account Information
      </Title>
      {me.isPending ? (
        <Stack gap="xs" role="status" aria-label={MESSAGES.loadingProfile}>
          {rows.map(([label]) => (
            <Skeleton key={label} height={20} />
          ))}
        </Stack>
      ) : me.isError ? (
        <ListError message={MESSAGES.failedLoadProfileData} onRetry={() => void me.refetch()} />
      ) : (
        // The details lists' classes: on a phone each label sits above its value, so the email is whole.
        <DataList className={details.list} labelWidth="8rem">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue className={details.value}>{value || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Card>
  );
}

/** The Profile tab: the admin's account as the server knows it, and Change Password / Change Email. */
export function AdminProfile() {
  const { user } = useSession();
  const me = useCurrentAdmin();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        Admin Profile
      </Title>
      <AccountInformation />
      {user && (
        <AccountSettingsCard
          username={user.id}
          email={user.email}
          titleOrder={3}
          onEmailChanged={() => void me.refetch()}
        />
      )}
    </Stack>
  );
}
