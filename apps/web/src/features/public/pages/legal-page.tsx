import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import { ACCESSIBILITY_STATEMENT } from '../data/legal/accessibility';
import { COOKIE_POLICY } from '../data/legal/cookies';
import { PRIVACY_NOTICE } from '../data/legal/privacy';
import { TERMS_OF_SERVICE } from '../data/legal/terms';
import type { LegalDocument, LegalSection } from '../data/legal/types';
import { CONTACT_DETAILS } from '../data/site';
import classes from './legal-page.module.css';

function SectionTable({ table }: { table: NonNullable<LegalSection['table']> }) {
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.what}>
              <th scope="row">{row.what}</th>
              <td data-label="Why">{row.why}</td>
              <td data-label="How long">{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LegalPage({ doc }: { doc: LegalDocument }) {
  useDocumentTitle(doc.tabTitle);
  return (
    <PublicLayout>
      <PageHero size="md" title={doc.title} />
      <Container size="md" className={classes.body}>
        <p className={classes.updated}>Last updated: {doc.updated}</p>
        <p className={classes.intro}>{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className={classes.section}>
            <h2 className={classes.heading}>{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className={classes.text}>
                {p}
              </p>
            ))}
            {section.list && (
              <ul className={classes.list}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.table && <SectionTable table={section.table} />}
            {section.after?.map((p) => (
              <p key={p} className={classes.text}>
                {p}
              </p>
            ))}
            {section.links?.map((link) => (
              <p key={link.to} className={classes.text}>
                <Link to={link.to}>{link.label}</Link>
              </p>
            ))}
          </section>
        ))}
        <p className={classes.help}>
          Questions about this page? <Link to={paths.contact}>Send us a message</Link> or email{' '}
          <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>.
        </p>
      </Container>
    </PublicLayout>
  );
}

export function PrivacyPage() {
  return <LegalPage doc={PRIVACY_NOTICE} />;
}

export function TermsPage() {
  return <LegalPage doc={TERMS_OF_SERVICE} />;
}

export function CookiesPage() {
  return <LegalPage doc={COOKIE_POLICY} />;
}

/** The accessibility statement (WCAG 2.2 AA), linked from the footer. */
export function AccessibilityPage() {
  return <LegalPage doc={ACCESSIBILITY_STATEMENT} />;
}
