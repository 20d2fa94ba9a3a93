import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { endSession } from './end-session';
import { useSession } from './session';

/**
 * Logout (spec 1 §4): ends the session on the server too (PRODUCT.md §3, so a copied token stops
 * working), clears the admin session, the token and the stored user data, and goes to /.
 * The screen does not wait for the server: on a slow or broken link the user is still signed out here.
 */
export function useLogout(): () => void {
  const { token, signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    if (token) void endSession().catch(() => {});
    signOut();
    void navigate(paths.home, { replace: true });
  };
}
