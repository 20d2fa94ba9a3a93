/** The public pages and their tab titles (journeys over the public site read them from here). */
export const PUBLIC_PAGES = [
  ['/', 'National On-the-Job Training Portal | Trinidad and Tobago'],
  ['/about', 'About Us | National On-the-Job Training Portal'],
  ['/contact', 'Contact Us | National On-the-Job Training Portal'],
  ['/faq', 'Frequently Asked Questions | National On-the-Job Training Portal'],
  ['/privacy', 'Privacy Policy | National On-the-Job Training Portal'],
  ['/terms', 'Terms of Service | National On-the-Job Training Portal'],
  ['/cookies', 'Cookie Policy | National On-the-Job Training Portal'],
] as const;
