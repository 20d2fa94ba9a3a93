import type { LogoutAnswer } from '@ojt/domain';
import { apiRequest } from './api-client';

/**
 * POST /api/Login/logout: ends a session on the server, so a copied token stops working. This
 * tab's session, or the one of `token` (a session the app received but refuses to keep).
 */
export function endSession(token?: string): Promise<LogoutAnswer> {
  return apiRequest<LogoutAnswer>('POST', '/Login/logout', token ? { token } : {});
}
