import { createContext } from 'react';

/**
 * The `env` Mantine is given once it loads (app/mantine-shell.tsx): `test` in component tests turns
 * transitions off. A context of its own so that <AppProvider> does not import Mantine.
 */
export const MantineEnv = createContext<'default' | 'test'>('default');
