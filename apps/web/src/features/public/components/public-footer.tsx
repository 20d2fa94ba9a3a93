import { Link } from 'react-router';
import { Container } from '../../../components/container';
import { BrandMark } from '../../../components/site-chrome/brand-mark';
import { paths } from '../../../config/paths';
import { SITE_LONG_NAME } from '../../../lib/use-document-title';
import { CONTACT_DETAILS, SERVICES } from '../data/site';
import classes from './public-footer.module.css';

const QUICK_LINKS = [
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'FAQ', to: paths.faq },
  { label: 'Login', to: paths.login },
] as const;

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Cookie Policy', to: paths.cookies },
  { label: 'Accessibility', to: paths.accessibility },
] as const;

interface LinkListProps {
  links: readonly { label: string; to: string }[];
  className?: string;
}

function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={classes.link}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <div>
            <p className={classes.brand}>
              <BrandMark size={32} />
              {SITE_LONG_NAME}
            </p>
            <p className={classes.text}>
              Linking learners with approved employers for on-the-job training across Trinidad and Tobago.
            </p>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={classes.heading}>
              Quick Links
            </h2>
            <LinkList links={QUICK_LINKS} className={classes.list} />
          </nav>
          <div>
            <h2 className={classes.heading}>Our Services</h2>
            <ul className={classes.list}>
              {SERVICES.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={classes.heading}>Contact Us</h2>
            <address className={classes.address}>
              <span>{CONTACT_DETAILS.address.join(', ')}</span>
              <a href={`mailto:${CONTACT_DETAILS.email}`} className={classes.link}>
                {CONTACT_DETAILS.email}
              </a>
              {CONTACT_DETAILS.phone && (
                <a href={CONTACT_DETAILS.phone.href} className={classes.link}>
                  {CONTACT_DETAILS.phone.display}
                </a>
              )}
              <span>{CONTACT_DETAILS.hours}</span>
            </address>
          </div>
        </div>
        <div className={classes.bottom}>
          <p className={classes.text}>
            © {new Date().getFullYear()} Government of the Republic of Trinidad and Tobago
          </p>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className={classes.legalList} />
          </nav>
        </div>
      </Container>
    </footer>
  );
}
