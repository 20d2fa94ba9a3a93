import { LEGAL_UPDATED, type LegalDocument } from './types';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  tabTitle: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro:
    'These terms explain the rules for using the OJT Portal. By registering or signing in you agree to them. They are written to be read: if anything is unclear, please contact us.',
  sections: [
    {
      heading: 'Who can use the portal',
      paragraphs: [
        'The portal is for learners seeking on-the-job training, for employers offering training placements in Trinidad and Tobago, and for programme staff. Anyone may read the public pages. To apply for or offer placements you must register and be approved by the programme team.',
      ],
    },
    {
      heading: 'Your account',
      list: [
        'Keep your password secret and do not share your account. You are responsible for what is done with it.',
        'Change the password we email you after you first sign in.',
        'Tell us straight away if you think someone else has used your account.',
        'Log out when you use a shared or public computer.',
      ],
    },
    {
      heading: 'Information you give us',
      paragraphs: [
        'Everything you enter must be true, complete and kept up to date. Giving false information, or someone else’s, may lead to your registration being rejected or your account being closed, and may be reported to the authorities.',
      ],
    },
    {
      heading: 'If you are an employer',
      list: [
        'Offer genuine training placements with real tasks and a named mentor.',
        'Provide a safe workplace and follow the labour and occupational safety and health laws of Trinidad and Tobago.',
        'Treat every applicant fairly, without discrimination.',
        'Use learners’ information only to assess applications and manage placements, and keep it confidential.',
        'Keep interview dates, selections and comments in the portal accurate and up to date.',
      ],
    },
    {
      heading: 'If you are a learner',
      list: [
        'Apply only for placements you intend to take up.',
        'Attend the interviews you are invited to, or tell the employer in good time if you cannot.',
        'Follow the rules of your workplace during your placement.',
        'You can withdraw an application until an interview has been scheduled; after that, contact the employer or our support team.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not try to get into accounts or data that are not yours, interfere with the portal or its security, collect information from it by automated means, or post offensive, misleading or unlawful content in messages or comments.',
      ],
    },
    {
      heading: 'Availability and placements',
      paragraphs: [
        'We work to keep the portal available at all times, but it may sometimes be unavailable for maintenance or for reasons outside our control. Registering does not guarantee a placement: placements depend on openings, eligibility and employers’ decisions.',
      ],
    },
    {
      heading: 'Suspending or closing accounts',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or puts other users at risk. We will tell you why, unless the law prevents us, and you can ask us to review the decision through the Contact page.',
      ],
    },
    {
      heading: 'Law and changes',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Trinidad and Tobago. We may update them; the date above shows the latest version, and we will email registered users about important changes.',
      ],
    },
  ],
};
