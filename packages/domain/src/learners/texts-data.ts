/**
 * Texts of a learner's rights over their data (issue 11): Download my data in Settings, who sees the
 * disability field, and what an employer sees of an applicant. Withdrawing a sign-up that was never
 * approved is in `signup/texts.ts`.
 */
export const LEARNER_DATA_MESSAGES = {
  // Settings: Download my data
  myDataTitle: 'Your data',
  myDataIntro:
    'Download a copy of everything the portal holds about you: your profile, applications and their history, letters, the emails we sent you and the record of who acted on your account. It is built when you ask for it.',
  myDataPdfAction: 'Download my data (PDF)',
  myDataPdfHint: 'A summary to read, on a phone or a computer.',
  myDataJsonAction: 'Download my data (JSON)',
  myDataJsonHint: 'The complete copy, every field, for another program to read.',
  myDataPreparing: 'Preparing your file…',
  myDataDone: 'The download has started.',
  failedMyData: 'Failed to download your data. Please try again.',
  // Who acted, in the copy's record of who acted on the learner's account: an organisation and role,
  // never a staff member's username
  myDataActedByYou: 'You',
  myDataActedByOffice: 'Programme office',
  myDataActedByEmployer: 'An employer',
  myDataActedByPortal: 'The portal (automatically)',

  // The disability field on the learner's profile, and the consent to show it to employers
  disabilityVisibilityNote:
    'Only you and programme staff can see this. Employers you apply to see it only if you choose to share it.',
  shareDisabilityLabel: 'Share my disability with employers I apply to',
  shareDisabilityNote:
    'Off unless you turn it on. When on, an employer whose opening you applied to sees your disability and its type while your application is live. You can turn it off at any time.',
  shareDisabilityShown: 'Shared with employers',

  // What an employer sees of an applicant
  applicantProfileNotLive:
    'You can see a learner’s profile only while they have a live application to one of your openings.',
} as const;
