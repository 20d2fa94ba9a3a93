import { Container, Paper } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './auth-layout.module.css';

/** The diagonal band of the national flag in a rounded square (decorative). */
function FlagMark() {
  const clipId = useId();
  return (
    <svg width={36} height={36} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <rect width="40" height="40" rx="9" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill="#ce1126" />
        <g transform="rotate(45 20 20)">
          <rect x="-10" y="13" width="60" height="14" fill="#fff" />
          <rect x="-10" y="15.5" width="60" height="9" fill="#000" />
        </g>
      </g>
    </svg>
  );
}

const FOOTER_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms', to: paths.terms },
] as const;

/** The sign-in pages' frame: government strip, brand link home, one <main> with a centred card, footer. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <div className={classes.govStrip}>
          <Container size="lg">
            An official service of the <strong>Government of the Republic of Trinidad and Tobago</strong>
          </Container>
        </div>
        <Container size="lg" className={classes.bar}>
          <Link to={paths.home} className={classes.brand}>
            <FlagMark />
            <span>
              OJT Portal
              <span className={classes.brandSub}>On-the-Job Training · Trinidad and Tobago</span>
            </span>
          </Link>
        </Container>
      </header>
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
    </div>
  );
}
