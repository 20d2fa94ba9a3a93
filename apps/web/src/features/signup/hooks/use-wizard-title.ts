import { wizardProgressDoneText } from '@ojt/domain';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface WizardProgress {
  state: string;
  banner: string | null;
  step: number;
  stepCount: number;
}

/**
 * The tab title of a sign-up wizard: the step while filling in, prefixed 'Error: ' while the banner
 * shows (the first thing a screen reader reads of the page), and the result once submitted. Returns
 * whether it was submitted, which also decides what the page shows.
 */
export function useWizardTitle(title: string, wizard: WizardProgress): boolean {
  const submitted = wizard.state === 'submitted';
  useDocumentTitle(
    submitted
      ? `Application Submitted - ${title}`
      : `${wizard.banner ? 'Error: ' : ''}${title} - ${wizardProgressDoneText(wizard.step + 1, wizard.stepCount)}`,
  );
  return submitted;
}
