import type { User } from '../../db/schema.ts';

const ROLE_NAMES: Record<number, string> = { 1: 'Employer', 2: 'Learner', 3: 'Admin' };

/** The login answer's user, in the shape spec 1 §3 names. */
export function toLoginUser(user: User, company?: string) {
  return {
    systemRole: { roleId: user.role, roleName: ROLE_NAMES[user.role] ?? 'Learner' },
    user: {
      userName: user.username,
      firstname: user.first_name,
      lastname: user.last_name,
      emailAddress: user.email,
      ...(company !== undefined ? { company } : {}),
    },
  };
}
