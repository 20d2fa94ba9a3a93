import './mantine-styles';
import './mantine-overrides.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useContext } from 'react';
import { MantineEnv } from './mantine-env';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine (theme, styles, notifications) for every page but the landing page. The root layout loads
 * this chunk with the first such page and keeps it from then on (app/root-layout.tsx), so the landing
 * page's visitors download neither Mantine's code nor its CSS.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  const env = useContext(MantineEnv);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
