// Public copy shared by the landing, about, contact and legal pages: one place to edit it.

export const SITE_NAME = 'OJT Portal';

// The programme office's email, telephone, address and hours live in config/ (the sign-in page reads
// them too); this file keeps the rest of the public copy.
export { CONTACT_DETAILS } from '../../../config/contact-details';

/** Where letters go: on the contact page only (the footer, on every page, keeps to the office). */
export const POSTAL_ADDRESS: readonly string[] = [
  'OJT Programme Office',
  'P.O. Box 1000',
  'Port of Spain',
  'Trinidad and Tobago',
];

export const SERVICES = [
  'Learner registration',
  'Employer registration',
  'Training placements',
  'Interview scheduling',
  'Progress tracking',
] as const;

export type SlideTheme = 'career' | 'employers' | 'progress';

export const CAROUSEL_SLIDES: ReadonlyArray<{ theme: SlideTheme; title: string; text: string }> = [
  {
    theme: 'career',
    title: 'Real work experience, close to home',
    text: 'Train with approved employers across Trinidad and Tobago and earn a monthly stipend while you learn.',
  },
  {
    theme: 'employers',
    title: 'Employers: grow the next generation',
    text: 'Post training programmes, review applicants and mentor learners in your sector, from one dashboard.',
  },
  {
    theme: 'progress',
    title: 'Know where you stand, at every step',
    text: 'Follow each application from Applied to Interview, Selected and Placed, with updates by email.',
  },
];

export const FEATURES = [
  {
    key: 'registration',
    title: 'Easy Registration',
    text: 'Sign up in a few short steps from any phone. No password to invent: we email your login details once your account is approved.',
  },
  {
    key: 'matching',
    title: 'Smart Matching',
    text: 'Openings are grouped by sector, from Agriculture and Health to Information Technology and Tourism, so learners find placements that fit their goals.',
  },
  {
    key: 'tracking',
    title: 'Progress Tracking',
    text: 'See every application’s status, interview dates and employer comments in one place, and get an email whenever something changes.',
  },
] as const;

export const HOW_IT_WORKS = [
  { title: 'Register', text: 'Choose learner or employer and fill in the short sign-up form.' },
  { title: 'Confirm your email', text: 'Use the link or 6-digit code we send you.' },
  {
    title: 'Get approved',
    text: 'Our team reviews every account: 2–3 business days for learners, 3–5 for employers.',
  },
  { title: 'Start training', text: 'Learners apply to openings; employers interview, select and mentor.' },
] as const;
