import { ROLE_NAMES, roleFromRoleId } from '@ojt/domain';
import type { User } from '../../db/schema.ts';

/** The login answer's user, in the shape spec 1 §3 names. */
export function toLoginUser(user: User, company?: string) {
  return {
    systemRole: { roleId: user.role, roleName: ROLE_NAMES[roleFromRoleId(user.role)] },
    user: {
      userName: user.username,
      firstname: user.first_name,
      lastname: user.last_name,
      emailAddress: user.email,
      ...(company !== undefined ? { company } : {}),
    },
  };
}
