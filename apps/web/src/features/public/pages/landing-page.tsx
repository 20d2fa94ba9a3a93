import { QUALIFICATIONS } from '@ojt/domain';
import { ButtonLink } from '../../../components/button-link';
import { Container } from '../../../components/container';
import hidden from '../../../components/visually-hidden.module.css';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureGrid } from '../components/feature-grid';
import { HeroCarousel } from '../components/hero-carousel';
import { Icon } from '../components/icon';
import { PublicLayout } from '../components/public-layout';
import { RoleCards } from '../components/role-cards';
import { HOW_IT_WORKS } from '../data/site';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import classes from './landing-page.module.css';

const lowestStipend = Math.min(...QUALIFICATIONS.map((q) => q.stipend)).toLocaleString('en-US');

const FACTS = [
  'Every employer and learner is checked by the programme team',
  `A monthly stipend from TT$${lowestStipend}, set by your qualification`,
  'Email updates at every step, from sign-up to placement',
];

export function LandingPage() {
  useDocumentTitle(null);
  useScrollToHash();

  return (
    <PublicLayout>
      <div className={classes.hero}>
        <Container className={classes.heroGrid}>
          <div>
            <p className={classes.eyebrow}>On-the-Job Training Programme</p>
            <h1 className={classes.heroTitle}>Welcome to the National On-the-Job Training Portal</h1>
            <p className={classes.lead}>
              Gain real work experience with approved employers across Trinidad and Tobago, or offer training
              placements to the next generation of talent.
            </p>
            <div className={classes.heroActions}>
              <ButtonLink to={{ hash: '#get-started' }} size="lg">
                Get Started
              </ButtonLink>
              <ButtonLink to={paths.about} size="lg" variant="default">
                {/* Heard by screen readers and search engines: 'Learn More' alone does not say about what. */}
                Learn More <span className={hidden.hidden}>about the programme</span>
              </ButtonLink>
            </div>
            <ul className={classes.facts}>
              {FACTS.map((fact) => (
                <li key={fact}>
                  <Icon name="circleCheck" size={20} className={classes.factIcon} />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
          <HeroCarousel />
        </Container>
      </div>

      <section id="get-started" tabIndex={-1} className={classes.section} aria-labelledby="get-started-title">
        <Container>
          <div className={classes.sectionHead}>
            <p className={classes.kicker}>Get started</p>
            <h2 id="get-started-title" className={classes.sectionTitle}>
              How would you like to take part?
            </h2>
            <p className={classes.sectionLead}>
              Choose your role to sign up, or log in if your account has already been approved.
            </p>
          </div>
          <RoleCards />
        </Container>
      </section>

      <section
        id="features"
        tabIndex={-1}
        className={`${classes.section} ${classes.sectionAlt}`}
        aria-labelledby="features-title"
      >
        <Container>
          <div className={classes.sectionHead}>
            <p className={classes.kicker}>Features</p>
            <h2 id="features-title" className={classes.sectionTitle}>
              Everything in one place, from sign-up to placement
            </h2>
          </div>
          <FeatureGrid />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="how-title">
        <Container>
          <div className={classes.sectionHead}>
            <p className={classes.kicker}>How it works</p>
            <h2 id="how-title" className={classes.sectionTitle}>
              From sign-up to training in four steps
            </h2>
          </div>
          <ol className={classes.steps}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title} className={classes.step}>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p className={classes.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </PublicLayout>
  );
}
