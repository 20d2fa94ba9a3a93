import { logoutEndpoint } from '@ojt/domain';
import { callApi } from './api-client';

/**
 * POST /api/Login/logout: ends a session on the server, so a copied token stops working. This
 * tab's session, or the one of `token` (a session the app received but refuses to keep).
 */
export function endSession(token?: string) {
  return callApi(logoutEndpoint, token ? { token } : {});
}
