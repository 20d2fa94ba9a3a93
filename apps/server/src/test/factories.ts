// The test factories by area; tests import them from here.
export * from './factories/accounts.ts';
export * from './factories/contact.ts';
export * from './factories/learner-profile.ts';
export * from './factories/mail.ts';
export * from './factories/placements.ts';
export * from './factories/positions.ts';
export * from './factories/reviews.ts';
export * from './factories/sessions.ts';
export * from './factories/timesheets.ts';
