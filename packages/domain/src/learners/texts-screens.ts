/**
 * Texts of the learner dashboard's frame (spec 2 §2 and issue 8): the tabs, the My Profile sections
 * and buttons, and the Settings tab. Each tab's calls have their texts in their area: Browse Programs
 * in `openings/texts.ts`, My Applications in `placements/texts.ts`, the account dialogs in
 * `accounts/texts.ts`, the profile's messages in `texts.ts`.
 */
export const LEARNER_SCREEN_MESSAGES = {
  // Tabs and header (§2)
  learnerDashboardTitle: 'Learner Dashboard',
  tabBrowsePrograms: 'Browse Programs',
  tabMyApplications: 'My Applications',
  tabMyProfile: 'My Profile',
  tabSettings: 'Settings',

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
} as const;
