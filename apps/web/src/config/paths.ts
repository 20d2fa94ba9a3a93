import { CLIENT_PATHS, type Role } from '@ojt/domain';

/** Every route path of the portal, declared once in the domain package, which the server shares. */
export const paths = CLIENT_PATHS;

export type AppPath = (typeof paths)[keyof typeof paths];

const DASHBOARDS: Record<Role, AppPath> = {
  admin: paths.adminDashboard,
  employer: paths.employerDashboard,
  learner: paths.learnerDashboard,
};

/** The dashboard a signed-in user of this role lands on. */
export function dashboardPath(role: Role): AppPath {
  return DASHBOARDS[role];
}

/** The sign-in page for a role: admins have their own. */
export function loginPathFor(role: Role): AppPath {
  return role === 'admin' ? paths.adminLogin : paths.login;
}

/** `/login?role=learner` pre-selects the role toggle of the login page. */
export function loginWithRole(role: 'employer' | 'learner'): string {
  return `${paths.login}?role=${role}`;
}

/** The public check of a letter's code (display form `XXXX-XXXX-XXXX`). */
export function verifyLetterPath(code: string): string {
  return `${paths.verifyLetter}/${encodeURIComponent(code)}`;
}
