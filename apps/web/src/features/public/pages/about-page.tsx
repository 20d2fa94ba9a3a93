import { Button, Container, Title } from '@mantine/core';
import {
  IconAward,
  IconBuildingCommunity,
  IconCode,
  IconCoin,
  IconDeviceMobile,
  IconHeadset,
  IconHeartHandshake,
  IconRocket,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import { ABOUT_STATS, CORE_VALUES, MISSION, TEAM, WHY_CHOOSE_US } from '../data/about';
import classes from './about-page.module.css';

const WHY_ICONS = {
  national: IconBuildingCommunity,
  checked: IconShieldCheck,
  stipend: IconCoin,
  mobile: IconDeviceMobile,
} as const;
const TEAM_ICONS = {
  admin: IconShieldCheck,
  employers: IconHeartHandshake,
  learners: IconHeadset,
  digital: IconCode,
};
const VALUE_ICONS = {
  excellence: IconAward,
  collaboration: IconUsers,
  empowerment: IconRocket,
  integrity: IconShieldCheck,
};

interface CardListProps {
  items: ReadonlyArray<{ key: string; title: string; text: string }>;
  icons: Record<string, typeof IconAward>;
  itemClass?: string;
}

function CardList({ items, icons, itemClass = classes.item }: CardListProps) {
  return (
    <ul className={classes.grid}>
      {items.map(({ key, title, text }) => {
        const Icon = icons[key] ?? IconAward;
        return (
          <li key={key} className={itemClass}>
            <span className={classes.itemIcon}>
              <Icon size={24} aria-hidden />
            </span>
            <h3 className={classes.itemTitle}>{title}</h3>
            <p className={classes.itemText}>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}

interface SectionHeadProps {
  id: string;
  kicker: string;
  title: string;
  lead?: string;
}

function SectionHead({ id, kicker, title, lead }: SectionHeadProps) {
  return (
    <div className={classes.head}>
      <p className={classes.kicker}>{kicker}</p>
      <Title order={2} id={id}>
        {title}
      </Title>
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  );
}

/** A band of the page: its head, then its cards; `alt` shades it. */
function CardSection({
  alt = false,
  items,
  icons,
  itemClass,
  ...head
}: SectionHeadProps & CardListProps & { alt?: boolean }) {
  return (
    <section
      className={alt ? `${classes.section} ${classes.alt}` : classes.section}
      aria-labelledby={head.id}
    >
      <Container size="lg">
        <SectionHead {...head} />
        <CardList items={items} icons={icons} itemClass={itemClass} />
      </Container>
    </section>
  );
}

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <PublicLayout>
      <PageHero
        title="About the OJT Portal"
        lead="The On-the-Job Training Programme gives people in Trinidad and Tobago the practical experience employers look for. This portal brings the whole programme online."
      />

      <section className={classes.section} aria-labelledby="about-stats-title">
        <Container size="lg">
          <SectionHead id="about-stats-title" kicker="At a glance" title="The programme in numbers" />
          <dl className={classes.stats}>
            {ABOUT_STATS.map((s) => (
              <div key={s.label} className={classes.stat}>
                <dt className={classes.statLabel}>{s.label}</dt>
                <dd className={classes.statValue}>{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.alt}`} aria-labelledby="about-mission-title">
        <Container size="lg" className={classes.mission}>
          <SectionHead id="about-mission-title" kicker="Our mission" title="Opening doors to work" />
          <p className={classes.missionQuote}>{MISSION}</p>
        </Container>
      </section>

      <CardSection
        id="about-why-title"
        kicker="Why choose us"
        title="Why use the portal"
        lead="A single, trusted route into on-the-job training for learners and employers alike."
        items={WHY_CHOOSE_US}
        icons={WHY_ICONS}
      />
      <CardSection
        alt
        id="about-values-title"
        kicker="What guides us"
        title="Our core values"
        items={CORE_VALUES}
        icons={VALUE_ICONS}
        itemClass={classes.value}
      />
      <CardSection
        id="about-team-title"
        kicker="Our team"
        title="The people behind the programme"
        lead="Four teams work together so that every placement runs smoothly, from registration to completion."
        items={TEAM}
        icons={TEAM_ICONS}
      />

      <section className={classes.section} aria-labelledby="about-cta-title">
        <Container size="lg">
          <div className={classes.cta}>
            <Title order={2} id="about-cta-title" className={classes.ctaTitle}>
              Ready to take part?
            </Title>
            <p className={classes.ctaText}>
              Sign up today. We review learner accounts within 2–3 business days and employer accounts within
              3–5.
            </p>
            <div className={classes.ctaActions}>
              <Button component={Link} to={paths.learnerSignup} size="md" variant="white" color="dark">
                Sign Up as Learner
              </Button>
              <Button component={Link} to={paths.employerSignup} size="md" variant="white" color="dark">
                Sign Up as Employer
              </Button>
              <Button component={Link} to={paths.contact} size="md" variant="outline" color="white">
                Contact Us
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </PublicLayout>
  );
}
