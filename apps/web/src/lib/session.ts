import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type SessionStore, sessionStore } from './session-store';
import type { MeLoader, SessionState } from './session-user';

export interface SessionContextValue extends SessionState {
  signIn: SessionStore['signIn'];
  signOut: SessionStore['signOut'];
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children?: ReactNode;
  /**
   * Restore the stored session on first render with this GET /api/Login/me. Without it nothing is
   * restored (tests then see 'restoring', or sign in themselves).
   */
  restore?: MeLoader;
}

export function SessionProvider({ children, restore }: SessionProviderProps) {
  // Storage is read synchronously: without a stored token children never see 'restoring'.
  if (restore) sessionStore.start(restore);
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn: sessionStore.signIn, signOut: sessionStore.signOut }),
    [state],
  );
  return createElement(SessionContext.Provider, { value }, children);
}

/** The current session: `{ status, user, token, signedOut, signIn(answer, { remember }), signOut() }`. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
