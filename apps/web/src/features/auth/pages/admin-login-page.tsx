import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminLoginForm } from '../components/admin-login-form';
import { AuthLayout } from '../components/auth-layout';

/** /admin-login: programme administrators only. */
export function AdminLoginPage() {
  useDocumentTitle(MESSAGES.adminAccess);
  return (
    <AuthLayout>
      <Stack gap="lg">
        <Stack gap={6} align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconShieldLock size={26} />
          </ThemeIcon>
          <Title order={1}>{MESSAGES.adminAccess}</Title>
          <Text c="dimmed">For programme administrators only.</Text>
        </Stack>
        <AdminLoginForm />
        <Anchor component={Link} to={paths.home} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to Site
          </Group>
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
