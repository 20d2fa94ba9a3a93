import { loginWithRole, paths } from '../../../config/paths';
import { useSignUpEmployer } from '../api/sign-up-employer';
import { AnswerSummary } from '../components/answer-summary';
import { EmployerStepFields } from '../components/employer-steps';
import { SignupLayout } from '../components/signup-layout';
import { SignupSuccess } from '../components/signup-success';
import { WizardFrame } from '../components/wizard-frame';
import { useSignupWizard } from '../hooks/use-signup-wizard';
import { useWizardTitle } from '../hooks/use-wizard-title';
import { employerAnswerGroups } from '../model/answers';
import { EMPLOYER_INITIAL_VALUES, EMPLOYER_WIZARD } from '../model/employer-form';

const TITLE = 'Employer Sign Up';

/** /employer-signup: the four-step employer registration (spec 1 §2). */
export function EmployerSignupPage() {
  const mutation = useSignUpEmployer();
  const wizard = useSignupWizard(EMPLOYER_WIZARD, EMPLOYER_INITIAL_VALUES, mutation);
  const submitted = useWizardTitle(TITLE, wizard);

  return (
    <SignupLayout
      title={TITLE}
      lead="Register your company to offer on-the-job training placements. It takes about 5 minutes. Our team reviews every application, then emails your login details."
      done={submitted}
      loginTo={loginWithRole('employer')}
      other={{
        text: 'Looking for a training placement?',
        linkText: 'Sign up as a learner',
        to: paths.learnerSignup,
      }}
    >
      {submitted ? (
        <SignupSuccess email={wizard.values.empEmail.trim()}>
          <p>
            Thank you. Our admin team will review your application. Once it is approved, you will receive an
            email with your login credentials, and your employer dashboard will be available.
          </p>
        </SignupSuccess>
      ) : (
        <WizardFrame
          label="Employer sign-up"
          {...wizard}
          review={<AnswerSummary groups={employerAnswerGroups(wizard.values)} onChange={wizard.changeStep} />}
        >
          <EmployerStepFields step={wizard.step} wizard={wizard} />
        </WizardFrame>
      )}
    </SignupLayout>
  );
}
