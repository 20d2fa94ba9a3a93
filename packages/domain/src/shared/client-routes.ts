import { CONTACT_FORM_OUTCOMES } from '../public/contact-form.ts';

/**
 * Every page address of the web client (spec 1 §2), declared once: the client's route table reads
 * them (apps/web/src/config/paths.ts), and the server answers any other page address with a 404, so
 * a mistyped link is not silently the landing page.
 */
export const CLIENT_PATHS = {
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
  /** The accessibility statement (WCAG 2.2 AA), linked from every public page's footer. */
  accessibility: '/accessibility',
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

/** The client paths that take the rest of the address as a token or code (`/verify-email/<token>`). */
export const CLIENT_PATH_PREFIXES: readonly string[] = [CLIENT_PATHS.verifyEmail, CLIENT_PATHS.verifyLetter];

/**
 * Whether the web client has a page at `pathname` (no query or hash), matched as React Router
 * matches: case-insensitive, a trailing slash ignored.
 */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, '') || '/' : pathname;
  if ((Object.values(CLIENT_PATHS) as string[]).includes(path)) return true;
  return CLIENT_PATH_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`));
}
