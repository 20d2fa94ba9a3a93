import { ButtonLink } from '../../../components/button-link';
import { loginWithRole, paths } from '../../../config/paths';
import { Icon } from './icon';
import classes from './role-cards.module.css';

const ROLES = [
  {
    role: 'employer',
    name: 'Employer',
    title: 'I’m an Employer',
    icon: 'briefcase',
    text: 'Offer training placements and build a pipeline of skilled, job-ready people for your organisation.',
    points: [
      'Post training programmes and publish openings',
      'Review applicants, schedule interviews and select trainees',
      'Accounts reviewed within 3–5 business days',
    ],
    signUp: paths.employerSignup,
  },
  {
    role: 'learner',
    name: 'Learner',
    title: 'I’m a Learner',
    icon: 'school',
    text: 'Gain real work experience in the sector you want, with a monthly stipend while you train.',
    points: [
      'Browse open placements across Trinidad and Tobago',
      'Apply online and follow every application',
      'Accounts reviewed within 2–3 business days',
    ],
    signUp: paths.learnerSignup,
  },
] as const;

/** The two ways into the portal. Login buttons carry `?role=` so the login page pre-selects the role. */
export function RoleCards() {
  return (
    <div className={classes.grid}>
      {ROLES.map(({ role, name, title, icon, text, points, signUp }) => (
        <article key={role} className={classes.card} data-role={role} aria-labelledby={`role-${role}`}>
          <div className={classes.band}>
            <span className={classes.bandIcon}>
              <Icon name={icon} size={26} />
            </span>
            <h3 id={`role-${role}`} className={classes.title}>
              {title}
            </h3>
          </div>
          <div className={classes.body}>
            <p className={classes.text}>{text}</p>
            <ul className={classes.points}>
              {points.map((p) => (
                <li key={p}>
                  <Icon name="check" size={18} className={classes.check} />
                  {p}
                </li>
              ))}
            </ul>
            <div className={classes.actions}>
              <ButtonLink to={signUp} size="md">
                {`Sign Up as ${name}`}
              </ButtonLink>
              <ButtonLink to={loginWithRole(role)} size="md" variant="outline">
                {`Login as ${name}`}
              </ButtonLink>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
