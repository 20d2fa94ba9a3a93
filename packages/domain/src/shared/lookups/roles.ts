/** A signed-in user's role. */
export type Role = 'admin' | 'employer' | 'learner';

/** The three roles. */
export const ROLES = ['admin', 'employer', 'learner'] as const satisfies readonly Role[];

/** Role ids as the login response's `systemRole.roleId` gives them. */
export const ROLE_IDS = { employer: 1, learner: 2, admin: 3 } as const satisfies Record<Role, number>;

/** Role names as the login response's `systemRole.roleName` gives them. */
export const ROLE_NAMES = {
  employer: 'Employer',
  learner: 'Learner',
  admin: 'Admin',
} as const satisfies Record<Role, string>;

/** The role with this id, or `undefined` for an id that names none (unlike `roleFromRoleId`, no fallback). */
export function roleWithId(id: number): Role | undefined {
  return ROLES.find((role) => ROLE_IDS[role] === id);
}

/** The role for a login `roleId`: 1 employer, 3 admin; 2, missing or unknown → learner (spec 1 §6). */
export function roleFromRoleId(id?: number | string | null): Role {
  const value = Number(id);
  if (value === ROLE_IDS.employer) return 'employer';
  if (value === ROLE_IDS.admin) return 'admin';
  return 'learner';
}

/** True when `value` is one of the three role names. */
export function isRole(value: unknown): value is Role {
  return ROLES.includes(value as Role);
}
