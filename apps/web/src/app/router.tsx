import type { Role } from '@ojt/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { RequireRole } from './guards';
import { RootLayout } from './root-layout';

type PageModule<K extends string> = Record<K, ComponentType>;

const loadQueryProvider = () => import('./query-provider');

/**
 * A page exported as `name` from a route module, downloaded when the route is first visited.
 * Pages that call the API get TanStack Query; `query: false` leaves it out (the landing, about, FAQ and legal pages).
 */
function page<K extends string>(
  load: () => Promise<PageModule<K>>,
  name: K,
  { query = true }: { query?: boolean } = {},
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    if (!query) return { default: (await load())[name] };
    const [{ QueryProvider }, module] = await Promise.all([loadQueryProvider(), load()]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
}

/**
 * A dashboard: layout, query client and page download in parallel, and only after the guard lets the
 * user in, so a visitor who is not signed in never downloads dashboard code.
 */
function dashboard<K extends string>(role: Role, load: () => Promise<PageModule<K>>, name: K): RouteObject {
  const Dashboard = lazy(async () => {
    const [layout, query, module] = await Promise.all([
      import('./layouts/dashboard-layout'),
      loadQueryProvider(),
      load(),
    ]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <query.QueryProvider>
          <layout.DashboardLayout>
            <Page />
          </layout.DashboardLayout>
        </query.QueryProvider>
      ),
    };
  });
  return {
    element: (
      <RequireRole role={role}>
        <Suspense fallback={<PageLoader />}>
          <Dashboard />
        </Suspense>
      </RequireRole>
    ),
  };
}

const LandingPage = page(() => import('../features/public/pages/landing-page'), 'LandingPage', {
  query: false,
});
const AboutPage = page(() => import('../features/public/pages/about-page'), 'AboutPage', { query: false });
const ContactPage = page(() => import('../features/public/pages/contact-page'), 'ContactPage');
const FaqPage = page(() => import('../features/public/pages/faq-page'), 'FaqPage', { query: false });
/** The legal pages and the accessibility statement: one module, no API calls. */
const legalPage = (name: 'PrivacyPage' | 'TermsPage' | 'CookiesPage' | 'AccessibilityPage') =>
  page(() => import('../features/public/pages/legal-page'), name, { query: false });
const PrivacyPage = legalPage('PrivacyPage');
const TermsPage = legalPage('TermsPage');
const CookiesPage = legalPage('CookiesPage');
const AccessibilityPage = legalPage('AccessibilityPage');
// Lazy like every page: the landing page's script stays within its budget.
const NotFoundPage = page(() => import('../features/public/pages/not-found-page'), 'NotFoundPage', {
  query: false,
});
const EmployerSignupPage = page(
  () => import('../features/signup/pages/employer-signup-page'),
  'EmployerSignupPage',
);
const LearnerSignupPage = page(
  () => import('../features/signup/pages/learner-signup-page'),
  'LearnerSignupPage',
);
const LoginPage = page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const AdminLoginPage = page(() => import('../features/auth/pages/admin-login-page'), 'AdminLoginPage');
const VerifyEmailPage = page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const VerifyLetterPage = page(
  () => import('../features/public/pages/verify-letter-page'),
  'VerifyLetterPage',
);
const WithdrawSignupPage = page(
  () => import('../features/public/pages/withdraw-signup-page'),
  'WithdrawSignupPage',
);
const ChoosePasswordPage = page(
  () => import('../features/auth/pages/choose-password-page'),
  'ChoosePasswordPage',
);

/**
 * Every route of spec 1 §2, plus the legal pages and the accessibility statement, rendered in
 * declarative mode (`useRoutes`): the root layout holds the error boundary, the 'Loading...' fallback
 * of lazy pages and Mantine. Tests add routes to `routes[0].children`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.contactSent, element: <ContactPage /> },
      { path: paths.contactNotSent, element: <ContactPage /> },
      { path: paths.faq, element: <FaqPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.cookies, element: <CookiesPage /> },
      { path: paths.accessibility, element: <AccessibilityPage /> },
      { path: paths.employerSignup, element: <EmployerSignupPage /> },
      { path: paths.learnerSignup, element: <LearnerSignupPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      { path: paths.choosePassword, element: <ChoosePasswordPage /> },
      // The rest of the path is the token or code: read it with `useParams()['*']` (already decoded).
      { path: `${paths.verifyEmail}/*`, element: <VerifyEmailPage /> },
      { path: `${paths.verifyLetter}/*`, element: <VerifyLetterPage /> },
      { path: paths.withdrawSignup, element: <WithdrawSignupPage /> },
      {
        path: paths.employerDashboard,
        ...dashboard(
          'employer',
          () => import('../features/employer/pages/employer-dashboard-page'),
          'EmployerDashboardPage',
        ),
      },
      {
        path: paths.learnerDashboard,
        ...dashboard(
          'learner',
          () => import('../features/learner/pages/learner-dashboard-page'),
          'LearnerDashboardPage',
        ),
      },
      {
        path: paths.adminDashboard,
        ...dashboard(
          'admin',
          () => import('../features/admin/pages/admin-dashboard-page'),
          'AdminDashboardPage',
        ),
      },
      // Any other address: 'Page not found' (the server answers it with status 404).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes (or, in tests, `routes` with extra pages) for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}
