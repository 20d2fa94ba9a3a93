/**
 * Texts of the learner dashboard (spec 2 §2 and issue 8): the tab, dialog, section and button
 * names the spec gives, and, in its voice, the few it leaves unwritten (empty states, hints,
 * confirmations). Its messages proper (errors, successes) are in `DASHBOARD_MESSAGES`.
 */
export const LEARNER_SCREEN_MESSAGES = {
  // Tabs and header (§2)
  learnerDashboardTitle: 'Learner Dashboard',
  tabBrowsePrograms: 'Browse Programs',
  tabMyApplications: 'My Applications',
  tabMyProfile: 'My Profile',
  tabSettings: 'Settings',

  // Browse Programs
  viewEmployerProfile: 'View Employer Profile',
  applyAction: 'Apply',
  appliedAction: 'Applied',
  employerDetailsTitle: 'Employer Details',
  noOpenPrograms: 'No programmes are open for applications right now. Please check again soon.',
  showMorePrograms: 'Show more programmes',
  loadingPrograms: 'Loading open programmes',
  sectorFilterLabel: 'Sector',
  employerSectionCompany: 'Company',
  employerSectionContact: 'Contact Person',
  requirementsTitle: 'Requirements',
  matchBadge: 'Good match',

  // Apply for Job
  applyForJobTitle: 'Apply for Job',
  placementTypeLabel: 'Placement Type',
  placementTypePrompt: 'Select a placement type',
  confirmApply: 'Confirm Apply',
  viewStatusInMyApplications: "You can view the status of your application in the 'My Applications' tab.",
  okAction: 'OK',

  // My Applications
  browseOpenJobs: 'Browse Open Jobs',
  noApplicationsHint: 'Browse the open programmes and apply for the ones that suit you.',
  withdrawApplication: 'Withdraw Application',
  withdrawApplicationTitle: 'Withdraw application',
  withdrawAction: 'Withdraw',
  notAssignedYet: 'Not assigned yet',
  applicationHistoryTitle: 'History',
  loadingApplications: 'Loading your applications',
  interviewTitle: 'Interview',
  commentsTitle: 'Comments',
  openingTitle: 'Opening',
  placementTitle: 'Placement',
  yourDetailsTitle: 'Your Details',

  // My Profile
  editProfile: 'Edit Profile',
  refreshAction: 'Refresh',
  saveProfile: 'Save Profile',
  sectionPersonalInformation: 'Personal Information',
  sectionContact: 'Contact',
  sectionCurrentAddress: 'Current Address',
  sectionPermanentAddress: 'Permanent Address',
  sectionIdentifications: 'Identifications',
  sectionAdditionalIdentifications: 'Additional Identifications',
  sectionExperience: 'Experience',
  sectionQualifications: 'Qualifications',
  sectionReferences: 'References',
  sectionEducationEmployment: 'Education and Employment',
  noneAddedYet: 'None added yet.',

  // Settings
  settingsTitle: 'Settings',
  yourAccountTitle: 'Your Account',
  accountNameLabel: 'Name',
  accountEmailLabel: 'Email',
  accountLearnerIdLabel: 'Learner ID',
  changeEmailTitle: 'Change Email',
  changeEmailIntro: 'We send a 6-digit code to the new address. The change takes effect once you enter it.',
  changePasswordTitle: 'Change Password',
  changePasswordIntro: 'You need your current password. Changing it signs you out on every other device.',
} as const;

/** The labels of an open job's and an application's facts (spec 2 §2, §3). */
export const APPLICATION_FIELD_LABELS = {
  employer: 'Employer',
  sector: 'Sector',
  openingDate: 'Opening Date',
  closingDate: 'Closing Date',
  numofOpenings: 'Number of Openings',
  details: 'Details',
  placementType: 'Placement Type',
  dateApplied: 'Date Applied',
  interviewDate: 'Interview Date',
  interviewTime: 'Interview Time',
  interviewLocation: 'Interview Location',
  interviewMessage: 'Message',
  learnerName: 'Learner Name',
  learnerId: 'Learner ID',
  email: 'Email',
  phone: 'Phone',
  datePlaced: 'Date Placed',
  startDate: 'Start Date',
  endDate: 'End Date',
  placementofficer: 'Placement Officer',
  pmeofficer: 'PME Officer',
  placementAssistant: 'Placement Assistant',
} as const;

/** The labels of the profile lists' fields (spec 2 §3), by list and field. */
export const PROFILE_LIST_FIELD_LABELS = {
  lstIds: {
    identificationType: 'Identification Type',
    identificationNumber: 'Identification Number',
    issuingAuthority: 'Issuing Authority',
    issueDate: 'Issue Date',
    expiryDate: 'Expiry Date',
  },
  lstExp: {
    company: 'Company',
    position: 'Position',
    startDate: 'Start Date',
    endDate: 'End Date',
    description: 'Description',
  },
  lstQualification: {
    qualificationType: 'Qualification Type',
    certificateName: 'Certificate Name',
    institution: 'Institution',
    yearObtained: 'Year Obtained',
    description: 'Description',
  },
  lstRef: {
    name: 'Name',
    relationship: 'Relationship',
    phone: 'Phone',
    email: 'Email',
    company: 'Company',
    position: 'Position',
  },
} as const;

/** One entry of each profile list, as its Add button and its rows name it. */
export const PROFILE_LIST_ENTRY_NAMES = {
  lstIds: 'Identification',
  lstExp: 'Experience',
  lstQualification: 'Qualification',
  lstRef: 'Reference',
} as const;

/** 'Showing 20 of 143 programmes': how much of the open list is on screen. */
export function programsShownMessage(shown: number, total: number): string {
  return `Showing ${shown} of ${total} programme${total === 1 ? '' : 's'}`;
}

/** Apply for Job: which opening the learner is applying to, and who will be told. */
export function applyForJobIntro(title: string, employer: string): string {
  return employer
    ? `You are applying for ${title} at ${employer}. ${employer} will be emailed.`
    : `You are applying for ${title}.`;
}

/** The confirmation before withdrawing, naming the position, the employer and the mail it sends. */
export function withdrawConfirmMessage(title: string, employer: string): string {
  const at = employer ? ` at ${employer}` : '';
  const told = employer ? ` ${employer} will be emailed.` : '';
  return `Withdraw your application for ${title}${at}? You cannot undo this.${told}`;
}

/** 'Applied for Junior Technician.': the toast after an application, naming the opening. */
export function appliedToastMessage(title: string): string {
  return `Applied for ${title}.`;
}

/** Settings, after a verified change of address: 'Your email address is now asha@mail.tt.' */
export function emailNowMessage(email: string): string {
  return `Your email address is now ${email}.`;
}

/** A list row's problem in a form's error summary: 'Reference 2: Name is required'. */
export function listEntryProblemMessage(entry: string, problem: string): string {
  return `${entry}: ${problem}`;
}

/** A list section's Add button, e.g. `addListEntryLabel('Qualification')` → 'Add Qualification'. */
export function addListEntryLabel(entry: string): string {
  return `Add ${entry}`;
}

/** A list entry's Remove button, e.g. `removeListEntryLabel('Qualification 2')` → 'Remove Qualification 2'. */
export function removeListEntryLabel(entry: string): string {
  return `Remove ${entry}`;
}
