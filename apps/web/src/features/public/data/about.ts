import { CITIES, PLACEMENT_TYPES, QUALIFICATIONS, SECTORS } from '@ojt/domain';

const stipends = QUALIFICATIONS.map((q) => q.stipend);
const money = (n: number) => n.toLocaleString('en-US');

/** Figures taken from the programme's own tables, not invented totals. */
export const ABOUT_STATS = [
  { value: String(SECTORS.length), label: 'Industry sectors, from agriculture to aviation' },
  { value: String(CITIES.length), label: 'Cities and towns in Trinidad and Tobago' },
  { value: String(PLACEMENT_TYPES.length), label: 'Placement types, from First Time to Transfer' },
  {
    value: `TT$${money(Math.min(...stipends))}+`,
    label: `Monthly stipend, rising to TT$${money(Math.max(...stipends))} with your qualification`,
  },
];

export const MISSION =
  'To give every learner in Trinidad and Tobago a fair route into work by connecting them with employers who are ready to train them, and to make the programme simple, open and quick for everyone who takes part.';

export const WHY_CHOOSE_US = [
  {
    key: 'national',
    title: 'One national service',
    text: 'Learners, employers and the programme team work in one place. No paper forms and no queues.',
  },
  {
    key: 'checked',
    title: 'Every account is checked',
    text: 'The programme team reviews every employer and learner before they can sign in, so you know who you are dealing with.',
  },
  {
    key: 'stipend',
    title: 'Paid while you learn',
    text: 'Learners receive a monthly stipend set by their highest qualification for the time they are placed.',
  },
  {
    key: 'mobile',
    title: 'Made for any phone',
    text: 'The portal is built to work on low-cost phones and slow connections, as well as on computers.',
  },
] as const;

export const CORE_VALUES = [
  {
    key: 'excellence',
    title: 'Excellence',
    text: 'Placements that teach real skills to the standard employers expect.',
  },
  {
    key: 'collaboration',
    title: 'Collaboration',
    text: 'Government, employers and learners working together to build the workforce.',
  },
  {
    key: 'empowerment',
    title: 'Empowerment',
    text: 'Giving people the experience and confidence to take the next step in their careers.',
  },
  {
    key: 'integrity',
    title: 'Integrity',
    text: 'Fair decisions, honest information and personal data handled with care.',
  },
] as const;

export const TEAM = [
  {
    key: 'admin',
    title: 'Programme Administration',
    text: 'Reviews and approves registrations and oversees placements across the country.',
  },
  {
    key: 'employers',
    title: 'Employer Relations',
    text: 'Works with businesses, institutions and community groups to create quality placements.',
  },
  {
    key: 'learners',
    title: 'Learner Support',
    text: 'Helps learners with registration, applications, stipends and any problems on placement.',
  },
  {
    key: 'digital',
    title: 'Digital Services',
    text: 'Keeps the portal secure, available and easy to use on every device.',
  },
] as const;
