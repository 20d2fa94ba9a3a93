// Public copy shared by the landing, about, contact and legal pages: one place to edit it.

export const SITE_NAME = 'OJT Portal';

// TODO(programme office): confirm the published email, telephone number, office and postal addresses
// before launch (the number is in the range reserved for examples, 555-01xx).
export const CONTACT_DETAILS: {
  email: string;
  phone: { display: string; href: string } | null;
  /** Where the office is, one line each: shown whole, never broken mid-word; the map link finds it. */
  address: readonly string[];
  hours: string;
  replyTime: string;
} = {
  email: 'support@ojt.gov.tt',
  phone: { display: '+1 (868) 555-0100', href: 'tel:+18685550100' },
  address: ['OJT Programme Office', 'Port of Spain', 'Trinidad and Tobago'],
  hours: 'Monday to Friday, 8:00 am to 4:00 pm (closed on public holidays)',
  replyTime: 'We reply to messages within 2 business days.',
};

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
