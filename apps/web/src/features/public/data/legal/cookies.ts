import { LEGAL_UPDATED, type LegalDocument } from './types';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  tabTitle: 'Cookie Policy',
  updated: LEGAL_UPDATED,
  intro:
    'The OJT Portal does not use tracking, analytics or advertising cookies. We only store what is needed to keep you signed in while you use the service.',
  sections: [
    {
      heading: 'What we store in your browser',
      paragraphs: [
        'When you sign in, the portal keeps a small amount of information in your browser’s own storage. It is essential to the service: without it you would have to sign in again on every page.',
      ],
      table: {
        caption: 'Information the portal stores in your browser',
        rows: [
          {
            what: 'Your sign-in token',
            why: 'Proves to our server that you are signed in',
            kept: 'Until you log out, or it expires',
          },
          {
            what: 'Your display name and role',
            why: 'Shows your name and opens the right dashboard',
            kept: 'Until you log out',
          },
          {
            what: 'An email verification in progress',
            why: 'Lets you finish confirming a new email address',
            kept: 'Until the verification is complete',
          },
        ],
      },
    },
    {
      heading: '“Remember me”',
      paragraphs: [
        'If you do not tick “Remember me” when you sign in, this information is cleared when you close your browser. If you tick it, it stays on your device until you log out, so only tick it on a device that only you use.',
      ],
    },
    {
      heading: 'Why we do not ask for consent',
      paragraphs: [
        'Storage that is strictly necessary to provide a service you asked for does not need your consent, so the portal does not show a cookie banner. We will never add tracking or advertising cookies without asking you first.',
      ],
    },
    {
      heading: 'How to remove it',
      paragraphs: [
        'Logging out removes everything the portal stored. You can also clear this site’s data at any time in your browser’s settings; you will then need to sign in again.',
      ],
    },
  ],
};
