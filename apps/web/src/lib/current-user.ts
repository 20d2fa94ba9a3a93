import { meEndpoint } from '@ojt/domain';
import { callApi } from './api-client';
import type { MeLoader } from './session-user';

/**
 * GET /api/Login/me with a stored `token`: whose session it is, as the server knows it now. The
 * session restore's check (PRODUCT.md §3: storage keeps only the token and the display name). A 401
 * ends the session through the API client (SESSION_EXPIRED, as for any call).
 */
export const getCurrentUser: MeLoader = (token) => callApi(meEndpoint, { token });
