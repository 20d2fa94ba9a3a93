import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FocusedPage } from '../../../components/site-chrome/focused-page';
import { paths } from '../../../config/paths';
import classes from './auth-layout.module.css';

const FOOTER_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms', to: paths.terms },
] as const;

/** The sign-in pages' frame: government strip, brand link home, one <main> with a centred card, footer. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <FocusedPage header={{ size: 'lg', brand: 'full' }}>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Paper withBorder shadow="sm" radius="md" className={classes.card}>
          {children}
        </Paper>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <nav aria-label="Footer">
            <ul className={classes.footerLinks}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p style={{ margin: 0 }}>© Government of the Republic of Trinidad and Tobago</p>
        </Container>
      </footer>
    </FocusedPage>
  );
}
