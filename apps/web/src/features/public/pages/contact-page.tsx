import { Container } from '@mantine/core';
import { CONTACT_FORM_ANCHOR } from '@ojt/domain';
import {
  IconClock,
  IconExternalLink,
  IconMail,
  IconMailbox,
  IconMap,
  IconMapPin,
  IconMessageQuestion,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from '../components/contact-form';
import { FaqList } from '../components/faq-list';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import { CONTACT_FAQ_IDS, FAQ_ITEMS } from '../data/faq';
import { CONTACT_DETAILS, POSTAL_ADDRESS } from '../data/site';
import classes from './contact-page.module.css';

interface ContactCard {
  title: string;
  icon: typeof IconMail;
  body: ReactNode;
}

/**
 * Opens the office in the person's map app: phones hand this address to Google Maps or Apple Maps,
 * a computer opens it in the browser.
 */
export const MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  CONTACT_DETAILS.address.join(', '),
)}`;

/** An address one line each: a line breaks only between words, never inside one. */
function AddressLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <span key={line} className={classes.addressLine}>
      {line}
    </span>
  ));
}

function contactCards(): ContactCard[] {
  const { email, phone, address, hours, replyTime } = CONTACT_DETAILS;
  const cards: ContactCard[] = [
    {
      title: 'Email us',
      icon: IconMail,
      body: (
        <>
          <a className={classes.cardLink} href={`mailto:${email}`}>
            {email}
          </a>
          <br />
          {replyTime}
        </>
      ),
    },
  ];
  if (phone) {
    cards.push({
      title: 'Call us',
      icon: IconPhone,
      body: (
        <a className={classes.cardLink} href={phone.href}>
          {phone.display}
        </a>
      ),
    });
  }
  cards.push(
    { title: 'Visit us', icon: IconMapPin, body: <AddressLines lines={address} /> },
    { title: 'Write to us', icon: IconMailbox, body: <AddressLines lines={POSTAL_ADDRESS} /> },
    { title: 'Office hours', icon: IconClock, body: hours },
    {
      title: 'Read the FAQ',
      icon: IconMessageQuestion,
      body: (
        <>
          Quick answers about approval, stipends and passwords.{' '}
          <Link className={classes.cardLink} to={paths.faq}>
            Go to the FAQ
          </Link>
        </>
      ),
    },
  );
  return cards;
}

const CONTACT_FAQ = FAQ_ITEMS.filter((item) => (CONTACT_FAQ_IDS as readonly string[]).includes(item.id));

export function ContactPage() {
  useDocumentTitle('Contact Us');
  const { pathname } = useLocation();
  // Without JavaScript the form posts itself, and the server sends the browser to one of these.
  const outcome =
    pathname === paths.contactSent ? 'sent' : pathname === paths.contactNotSent ? 'notSent' : undefined;
  return (
    <PublicLayout>
      <PageHero
        title="Contact Us"
        lead="Questions about the On-the-Job Training Programme or the portal? Send us a message and our team will help."
      />
      <Container size="lg" className={classes.body}>
        <section aria-labelledby="contact-ways-title">
          <h2 id="contact-ways-title" className={classes.sectionTitle}>
            Ways to reach us
          </h2>
          <ul className={classes.cards}>
            {contactCards().map(({ title, icon: Icon, body }) => (
              <li key={title} className={classes.card}>
                <span className={classes.cardIcon}>
                  <Icon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className={classes.cardTitle}>{title}</h3>
                  <p className={classes.cardText}>{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className={classes.columns}>
          <section className={classes.panel} aria-labelledby={CONTACT_FORM_ANCHOR}>
            <h2 id={CONTACT_FORM_ANCHOR} className={classes.panelTitle}>
              Send us a message
            </h2>
            <p className={classes.panelLead}>We reply by email within 2 business days.</p>
            <ContactForm outcome={outcome} />
          </section>

          <section className={classes.panel} aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title" className={classes.panelTitle}>
              Common questions
            </h2>
            <p className={classes.panelLead}>You may find your answer here straight away.</p>
            <FaqList items={CONTACT_FAQ} headingLevel={3} />
            <Link className={classes.faqLink} to={paths.faq}>
              See all frequently asked questions
            </Link>
          </section>
        </div>

        <section className={classes.map} aria-labelledby="contact-map-title">
          <IconMap size={40} className={classes.mapIcon} aria-hidden />
          <h2 id="contact-map-title" className={classes.mapTitle}>
            Find our office
          </h2>
          <p className={classes.mapText}>
            <AddressLines lines={CONTACT_DETAILS.address} />
          </p>
          <a className={classes.mapLink} href={MAP_URL}>
            Open the office location in your map app
            <IconExternalLink size={18} aria-hidden />
          </a>
        </section>
      </Container>
    </PublicLayout>
  );
}
