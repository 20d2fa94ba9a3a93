import { ButtonLink } from '../../../components/button-link';
import { loginWithRole, paths } from '../../../config/paths';
import { Icon } from './icon';
import classes from './role-cards.module.css';

const ROLES = [
  {
    role: 'employer',
    title: 'I’m an Employer',
    icon: 'briefcase',
    text: 'Offer training placements and build a pipeline of skilled, job-ready people for your organisation.',
    points: [
      'Post training programmes and publish openings',
      'Review applicants, schedule interviews and select trainees',
      'Accounts reviewed within 3–5 business days',
    ],
    signUp: { label: 'Sign Up as Employer', to: paths.employerSignup },
    login: { label: 'Login as Employer', to: loginWithRole('employer') },
  },
  {
    role: 'learner',
    title: 'I’m a Learner',
    icon: 'school',
    text: 'Gain real work experience in the sector you want, with a monthly stipend while you train.',
    points: [
      'Browse open placements across Trinidad and Tobago',
      'Apply online and follow every application',
      'Accounts reviewed within 2–3 business days',
    ],
    signUp: { label: 'Sign Up as Learner', to: paths.learnerSignup },
    login: { label: 'Login as Learner', to: loginWithRole('learner') },
  },
] as const;

/** The two ways into the portal. Login buttons carry `?role=` so the login page pre-selects the role. */
export function RoleCards() {
  return (
    <div className={classes.grid}>
      {ROLES.map(({ role, title, icon, text, points, signUp, login }) => (
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
              <ButtonLink to={signUp.to} size="md">
                {signUp.label}
              </ButtonLink>
              <ButtonLink to={login.to} size="md" variant="outline">
                {login.label}
              </ButtonLink>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
