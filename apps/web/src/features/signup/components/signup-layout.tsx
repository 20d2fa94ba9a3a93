import { Container, MantineThemeProvider } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FocusedPage } from '../../../components/site-chrome/focused-page';
import { paths } from '../../../config/paths';
import classes from './signup-layout.module.css';
import { signupTheme } from './signup-theme';

export interface SignupLayoutProps {
  /** The page's one h1. */
  title: string;
  lead: string;
  /** Where "Already registered? Sign in" goes (the login page, role chosen). */
  loginTo: string;
  /** The other wizard, for someone who opened the wrong one. */
  other: { text: string; linkText: string; to: string };
  /** After a successful sign-up only the result is shown: no invitation to sign up again. */
  done?: boolean;
  children: ReactNode;
}

/**
 * A focused page for a sign-up: a slim header (home, sign in) without the site navigation, so
 * nothing pulls the applicant away mid-form, then the title and the wizard.
 */
export function SignupLayout({ title, lead, loginTo, other, done = false, children }: SignupLayoutProps) {
  return (
    <FocusedPage header={{ size: 'md', brand: 'compact', signInTo: loginTo }}>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="md">
          <Link to={paths.home} className={classes.backLink}>
            <IconArrowLeft size={16} aria-hidden />
            Back to Home
          </Link>
          <h1 className={classes.title}>{title}</h1>
          {!done && <p className={classes.lead}>{lead}</p>}
          <div className={classes.card}>
            <MantineThemeProvider theme={signupTheme}>{children}</MantineThemeProvider>
          </div>
          <div className={classes.footerLinks}>
            {!done && (
              <>
                <p>
                  Already registered? <Link to={loginTo}>Sign in</Link>
                </p>
                <p>
                  {other.text} <Link to={other.to}>{other.linkText}</Link>
                </p>
              </>
            )}
            <p>
              Need help? <Link to={paths.contact}>Contact us</Link> · <Link to={paths.privacy}>Privacy</Link>
            </p>
          </div>
        </Container>
      </main>
    </FocusedPage>
  );
}
