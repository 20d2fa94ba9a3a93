import { loginWithRole, paths } from '../../../config/paths';
import { useSignUpLearner } from '../api/sign-up-learner';
import { AnswerSummary } from '../components/answer-summary';
import { LearnerStepFields } from '../components/learner-steps';
import { SignupLayout } from '../components/signup-layout';
import { SignupSuccess } from '../components/signup-success';
import { WizardFrame } from '../components/wizard-frame';
import { useSignupWizard } from '../hooks/use-signup-wizard';
import { useWizardTitle } from '../hooks/use-wizard-title';
import { learnerAnswerGroups } from '../model/answers';
import { LEARNER_INITIAL_VALUES, LEARNER_WIZARD } from '../model/learner-form';

const TITLE = 'Learner Sign Up';

/** /learner-signup: the three-step learner registration (spec 1 §2). */
export function LearnerSignupPage() {
  const mutation = useSignUpLearner();
  const wizard = useSignupWizard(LEARNER_WIZARD, LEARNER_INITIAL_VALUES, mutation);
  const submitted = useWizardTitle(TITLE, wizard);

  return (
    <SignupLayout
      title={TITLE}
      lead="Register to find on-the-job training with approved employers across Trinidad and Tobago. It takes about 5 minutes, and you do not need to choose a password."
      done={submitted}
      loginTo={loginWithRole('learner')}
      other={{ text: 'Registering a company?', linkText: 'Sign up as an employer', to: paths.employerSignup }}
    >
      {submitted ? (
        <SignupSuccess email={wizard.values.emailPersonal.trim()}>
          <p>
            Thank you. Once your application is approved, you will receive an email with your username and
            password for logging in to the learner dashboard.
          </p>
        </SignupSuccess>
      ) : (
        <WizardFrame
          label="Learner sign-up"
          {...wizard}
          review={<AnswerSummary groups={learnerAnswerGroups(wizard.values)} onChange={wizard.changeStep} />}
        >
          <LearnerStepFields step={wizard.step} wizard={wizard} />
        </WizardFrame>
      )}
    </SignupLayout>
  );
}
