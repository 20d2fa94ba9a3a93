/**
 * Texts of a learner's rights over their data (issue 11): Download my data in Settings, withdrawing
 * a sign-up that was never approved, who sees the disability field, and what an employer sees of an applicant.
 */
export const LEARNER_DATA_MESSAGES = {
  // Settings: Download my data
  myDataTitle: 'Your data',
  myDataIntro:
    'Download a copy of everything the portal holds about you: your profile, applications and their history, letters, the emails we sent you and the record of who acted on your account. It is built when you ask for it.',
  myDataJsonAction: 'Download my data (JSON)',
  myDataPdfAction: 'Download summary (PDF)',
  myDataPreparing: 'Preparing your file…',
  myDataDone: 'The download has started.',
  failedMyData: 'Failed to download your data. Please try again.',
  // Who acted, in the copy's record of who acted on the learner's account: an organisation and role,
  // never a staff member's username
  myDataActedByYou: 'You',
  myDataActedByOffice: 'Programme office',
  myDataActedByEmployer: 'An employer',
  myDataActedByPortal: 'The portal (automatically)',

  // Withdrawing a sign-up
  withdrawSignupTitle: 'Withdraw my registration',
  withdrawSignupLink: 'Withdraw a registration that has not been approved',
  withdrawSignupIntro:
    'If your learner registration is still waiting for approval, or was rejected, you can withdraw it and we will delete it. Enter the email address you registered with and we will send you a 6-digit code.',
  withdrawEmailLabel: 'Email address',
  withdrawSendCodeAction: 'Email me a code',
  withdrawCodeSent:
    'If a learner registration uses this address, we have emailed it a 6-digit code. It is valid for 10 minutes.',
  withdrawCodeLabel: '6-digit code',
  withdrawConfirmAction: 'Delete my registration',
  withdrawConfirmWarning:
    'This deletes your registration, your profile and everything attached to it. It cannot be undone; you can register again later.',
  withdrawDone: 'Your registration was withdrawn and deleted.',
  withdrawCodeInvalid: 'The code is wrong or has expired. Ask for a new code and try again.',
  withdrawApprovedRefused:
    'Your registration has been approved, so it cannot be withdrawn here. The programme must keep the records of approved learners (profile, applications and placements) for seven years after the last placement ends, for audit and stipend records. To close your account or correct your details, contact us.',
  withdrawStartAgain: 'Use another address',
  failedWithdraw: 'Failed to withdraw your registration. Please try again.',
  withdrawMailSubject: 'Your code to withdraw your OJT Portal registration',

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
