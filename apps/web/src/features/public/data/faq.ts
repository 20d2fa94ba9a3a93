import { PLACEMENT_TYPES, QUALIFICATIONS } from '@ojt/domain';

export const FAQ_CATEGORIES = ['General', 'Registration', 'Learners', 'Employers', 'Support', 'Account'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Shown as a list after the answer; searched like the answer. */
  details?: readonly string[];
}

const ttd = (amount: number) => `TT$${amount.toLocaleString('en-US')}`;

/** The stipend rates come from the qualification table so they are written only once. */
function stipendRates(): string[] {
  const byRate = new Map<number, string[]>();
  for (const q of QUALIFICATIONS) byRate.set(q.stipend, [...(byRate.get(q.stipend) ?? []), q.name]);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, names]) => `${ttd(rate)}: ${names.join(', ')}`);
}

const PLACEMENT_TYPE_TEXT: Record<string, string> = {
  'First Time': 'your first OJT placement.',
  Resumption: 'returning to a placement you had to pause.',
  Reapplying: 'applying again after an earlier placement ended.',
  Internship: 'a placement linked to your studies.',
  Transfer: 'moving from one employer to another.',
};

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-ojt',
    category: 'General',
    question: 'What is the On-the-Job Training (OJT) Portal?',
    answer:
      'It is the national online service that links people who want practical work experience (learners) with approved employers in Trinidad and Tobago who offer training placements. Learners apply for placements online, employers post training programmes and choose trainees, and programme staff approve every account before it can be used.',
  },
  {
    id: 'eligibility',
    category: 'General',
    question: 'Who can apply for a placement?',
    answer:
      'Nationals of Trinidad and Tobago who want practical work experience can apply, at any qualification level: from Primary and Secondary school certificates, CVQ, CXC and NVQ up to degrees and postgraduate study. When you register, have your national ID card or passport, your birth certificate number, your National Insurance (NIS) number if you have one, and an email address that you check.',
  },
  {
    id: 'how-to-register',
    category: 'Registration',
    question: 'How do I register?',
    answer:
      'On the home page choose Sign Up as Learner (3 short steps) or Sign Up as Employer (4 short steps). You do not choose a password when you sign up. We email you a link and a 6-digit code to confirm your email address; use either one, then wait for your account to be approved.',
  },
  {
    id: 'approval-time',
    category: 'Registration',
    question: 'How does approval work and how long does it take?',
    answer:
      'A member of the programme team checks every new registration. Learners usually hear back within 2–3 business days and employers within 3–5 business days. We email you either way: with your login details if you are approved, or to tell you if your registration could not be approved.',
  },
  {
    id: 'credentials',
    category: 'Account',
    question: 'How will I get my username and password?',
    answer:
      'When your account is approved we send your username and a password to the email address you registered with. Learners receive a short username; employers sign in with their Employer ID. If you cannot find the email, check your spam or junk folder. After you sign in for the first time, change the password to one only you know.',
  },
  {
    id: 'placement-types',
    category: 'Learners',
    question: 'What types of placement are there?',
    answer: `There are ${PLACEMENT_TYPES.length} types. You choose the one that fits you when you apply:`,
    details: PLACEMENT_TYPES.map((t) => `${t.name}: ${PLACEMENT_TYPE_TEXT[t.name] ?? ''}`),
  },
  {
    id: 'stipend',
    category: 'Learners',
    question: 'How much is the stipend?',
    answer:
      'Learners receive a monthly stipend for the months they are placed and training. The amount depends on your highest qualification:',
    details: stipendRates(),
  },
  {
    id: 'withdraw',
    category: 'Learners',
    question: 'Can I withdraw an application?',
    answer:
      'Yes. Open My Applications in your dashboard and choose Withdraw while the application is still at the Applied stage. Once the employer has scheduled an interview you can no longer withdraw online; please contact the employer or our support team instead.',
  },
  {
    id: 'employer-duties',
    category: 'Employers',
    question: 'What does an employer need to do?',
    answer:
      'Register your organisation with its Employer ID, company details and a primary contact person. Once approved, create your training programmes, publish them as openings with an opening and closing date, review the learners who apply, schedule interviews and mark each applicant as selected or not selected. You then mentor your trainees and record their progress. You can see a learner’s full profile only when they have applied to one of your openings.',
  },
  {
    id: 'no-email',
    category: 'Support',
    question: 'I have not received an email from you. What should I do?',
    answer:
      'Emails usually arrive within a few minutes. Check your spam or junk folder and make sure the address you registered with is spelled correctly. If you still have nothing after one business day, send us a message from the Contact page with your full name and the email address you used, and we will help.',
  },
  {
    id: 'forgot-password',
    category: 'Account',
    question: 'I forgot my password. What should I do?',
    answer:
      'On the Login page choose Forgot password and enter your username and the email address on your account. We will email you a temporary password that works for one hour. Your old password keeps working until you use the new one, so nobody else can lock you out. After signing in, set a new password of at least 8 characters.',
  },
  {
    id: 'change-email',
    category: 'Account',
    question: 'How do I change my email address?',
    answer:
      'Sign in and open your account settings, then choose Change Email and enter the new address. We send a link and a 6-digit code to the new address; the code expires after 10 minutes. Your address only changes once you confirm it, and we let your old address know about the change.',
  },
];

/** Questions repeated on the Contact page. */
export const CONTACT_FAQ_IDS = ['approval-time', 'credentials', 'no-email', 'forgot-password'] as const;

/** Case-insensitive search over question and answer (with its list), within one category or all. */
export function filterFaq(items: readonly FaqItem[], query: string, category: FaqCategory | 'All'): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === 'All' || item.category === category) &&
      (needle === '' ||
        [item.question, item.answer, ...(item.details ?? [])].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}
