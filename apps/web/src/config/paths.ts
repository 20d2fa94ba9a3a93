import { CONTACT_FORM_OUTCOMES, type Role } from '@ojt/domain';

/** Every route path of the portal, declared once (spec 1 §2). */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  /** Where the contact form, posted without JavaScript (POST /contact), leads: sent, or not sent. */
  contactSent: CONTACT_FORM_OUTCOMES.sent,
  contactNotSent: CONTACT_FORM_OUTCOMES.notSent,
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  employerSignup: '/employer-signup',
  learnerSignup: '/learner-signup',
  login: '/login',
  adminLogin: '/admin-login',
  /** The first sign-in with a mailed password: choose your own before anything else. */
  choosePassword: '/choose-password',
  /** Followed by the verification token or code: `/verify-email/<token>`. */
  verifyEmail: '/verify-email',
  /** The public check of an experience letter; followed by its code: `/verify-letter/<code>`. */
  verifyLetter: '/verify-letter',
  withdrawSignup: '/withdraw-registration',
  employerDashboard: '/employer-dashboard',
  learnerDashboard: '/learner-dashboard',
  adminDashboard: '/admin-dashboard',
} as const;

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

/** A verification link's path for a token or code. */
export function verifyEmailPath(tokenOrCode: string): string {
  return `${paths.verifyEmail}/${encodeURIComponent(tokenOrCode)}`;
}

/** The public check of a letter's code (display form `XXXX-XXXX-XXXX`). */
export function verifyLetterPath(code: string): string {
  return `${paths.verifyLetter}/${encodeURIComponent(code)}`;
}
