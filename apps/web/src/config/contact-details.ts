// How to reach the programme office: the public pages and the sign-in page without JavaScript read it.

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
