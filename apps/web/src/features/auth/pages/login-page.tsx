import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconBuilding, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWithoutScripts } from '../../../lib/without-scripts';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { SIGN_IN_HEADING, SignInWithoutScripts } from '../components/sign-in-without-scripts';
import classes from './login-page.module.css';

/**
 * /login: employers and learners sign in (`?role=learner|employer` pre-selects the role). Its version
 * for a browser without JavaScript is rendered at build time into the page's <noscript>.
 */
export function LoginPage() {
  useDocumentTitle(SIGN_IN_HEADING);
  if (useWithoutScripts()) {
    return (
      <AuthLayout>
        <SignInWithoutScripts />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={1}>{SIGN_IN_HEADING}</Title>
          <Text c="dimmed" mt={4}>
            Sign in to manage your on-the-job training placements.
          </Text>
        </div>
        <LoginForm />
        <Divider label="New to the portal?" labelPosition="center" />
        <Stack gap="sm">
          <Button
            component={Link}
            to={paths.employerSignup}
            variant="default"
            fullWidth
            className={classes.signupButton}
            leftSection={<IconBuilding size={18} aria-hidden />}
          >
            Create Employer Account
          </Button>
          <Button
            component={Link}
            to={paths.learnerSignup}
            variant="default"
            fullWidth
            className={classes.signupButton}
            leftSection={<IconSchool size={18} aria-hidden />}
          >
            Create Learner Account
          </Button>
        </Stack>
        <Anchor component={Link} to={paths.withdrawSignup} size="sm" ta="center">
          {MESSAGES.withdrawSignupLink}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
