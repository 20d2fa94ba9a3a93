// Dashboards may use any Mantine component: they get the whole stylesheet (in the `mantine` layer,
// like the lean set in app/mantine-styles.ts) and the date pickers' styles, loaded with this chunk only.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { Box, Button, Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/site-chrome/brand-mark';
import { BrandName } from '../../components/site-chrome/brand-name';
import { GovStrip } from '../../components/site-chrome/gov-strip';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import classes from './dashboard-layout.module.css';

/**
 * Header of every dashboard: the government strip and the portal's mark, as on every other page
 * (issue 16), then 'Welcome, {name}', email and company, Logout.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const logout = useLogout();
  // A verified new email is the session user's at once (spec 2 §2), and /me's after a reload.
  const email = user?.email ?? '';

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <GovStrip container={(text) => <Container size="xl">{text}</Container>} />
        <Container size="xl" className={classes.bar}>
          <Link to={paths.home} className={classes.brand}>
            <BrandMark size={36} />
            <BrandName />
          </Link>
          <Stack gap={0} className={classes.who}>
            <Text fw={600} className={classes.whoLine}>
              Welcome, {user?.name}
            </Text>
            {(email || user?.company) && (
              <Text size="sm" c="dimmed" className={classes.whoLine}>
                {[user?.company, email].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
          <Button variant="outline" onClick={logout} className={classes.logout}>
            Logout
          </Button>
        </Container>
      </Box>
      <Container component="main" size="xl" py="md">
        {children}
      </Container>
    </Box>
  );
}
