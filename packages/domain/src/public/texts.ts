/**
 * Texts of the public pages (spec 1 §2 verbatim, and issue 16's in its voice): the FAQ, the contact
 * form and the page for an unknown address. Sign-up and sign-in have their own areas.
 */
export const PUBLIC_MESSAGES = {
  // Screens (spec 1 §2)
  faqNoResults: 'No questions found - Try adjusting your search terms or category filter.',
  mapComingSoon: 'Interactive Map Coming Soon',

  // An unknown address (issue 16)
  pageNotFound: 'Page not found',
  pageNotFoundTyped: 'If you typed the web address, check it is correct.',
  pageNotFoundPasted: 'If you pasted the web address, check you copied the entire address.',
  pageNotFoundMoved: 'The page may have moved. You can start again from the home page or sign in.',

  // Contact form
  contactMessageSent: 'Thank you! Your message has been sent. We will reply within 2 business days.',
  contactMessageNotSent:
    'Please check that every field marked * is filled in and that the email address is correct, then send it again. At most 5 messages can be sent in an hour.',
} as const;
