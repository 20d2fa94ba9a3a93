import { formatDate } from '../../../../components/date-text';
import { paths } from '../../../../config/paths';
import { CONTACT_DETAILS } from '../site';
import type { LegalDocument } from './types';

/** When the portal was last checked against WCAG 2.2 AA and this statement written (ISO date). */
export const ACCESSIBILITY_REVIEWED = '2026-11-24';

// TODO(programme office): review this statement at least once a year and after every major change.
export const ACCESSIBILITY_STATEMENT: LegalDocument = {
  title: 'Accessibility Statement',
  tabTitle: 'Accessibility Statement',
  updated: formatDate(ACCESSIBILITY_REVIEWED),
  intro:
    'We want everyone to be able to use the OJT Portal, whatever their ability and whatever device they use. This statement says how accessible the portal is, what we know does not work well yet and how to tell us about a problem.',
  sections: [
    {
      heading: 'Using the portal',
      list: [
        'Zoom to 400% and use the portal at 320 pixels wide without scrolling sideways.',
        'Use every page with a keyboard alone, with a visible focus ring on the item you are on.',
        'Use the portal with a screen reader, such as NVDA, JAWS, VoiceOver or TalkBack.',
        'Read the public pages (home, about, FAQ, contact and these statements) with JavaScript turned off; signing up, signing in and the dashboards need it.',
      ],
    },
    {
      heading: 'How accessible the portal is',
      paragraphs: [
        'The portal aims to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. Our automated tests check every page with an accessibility tool (axe) and go through the main journeys with a keyboard.',
      ],
    },
    {
      heading: 'What does not meet the standard yet',
      list: [
        'Experience letters and the copy of your data are PDF files without tags, so a screen reader may read them out of order. The same details are on your dashboard, and we will send an accessible copy if you ask.',
        'The contact page has no interactive map. Its link opens the office location in your own map app instead.',
      ],
      after: ['We plan to fix the PDF files by the next review of this statement.'],
    },
    {
      heading: 'Reporting a problem',
      paragraphs: [
        `If you find a problem that is not listed here, or you need information in another format, email ${CONTACT_DETAILS.email} or use the contact form. Tell us the page's web address and what went wrong. We reply within 2 business days.`,
      ],
      links: [{ label: 'Report a problem on the contact page', to: paths.contact }],
    },
    {
      heading: 'Preparation of this statement',
      paragraphs: [
        `This statement was prepared on ${formatDate(ACCESSIBILITY_REVIEWED)}. The portal was last tested on ${formatDate(ACCESSIBILITY_REVIEWED)}, with automated checks (axe) on every page at phone and desktop widths.`,
      ],
    },
  ],
};
