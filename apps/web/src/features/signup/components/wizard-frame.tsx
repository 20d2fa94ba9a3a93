import '@mantine/core/styles/Progress.layer.css';
import { Alert, Button, Progress } from '@mantine/core';
import { MESSAGES, wizardProgressDoneText } from '@ojt/domain';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors, SubmissionState } from '../hooks/use-signup-wizard';
import classes from './wizard-frame.module.css';

export interface WizardFrameProps {
  /** Names the form for assistive technology, e.g. 'Employer sign-up'. */
  label: string;
  step: number;
  stepCount: number;
  title: string;
  isLastStep: boolean;
  /** Opened on a later step (a reload, a link): the answers are gone, so step 1 says why. */
  restarted: boolean;
  /** The answers came back from this tab's draft (issue 30): a note says so, with Start again. */
  restored: boolean;
  /** Some fields are never kept in a draft: the note asks for them again. */
  draftOmitsFields: boolean;
  /** Clears the draft and the answers, back to step 1. */
  startAgain: () => void;
  banner: string | null;
  /** The current step's problems by field: with the banner, they make the error summary. */
  errors: FieldErrors;
  /** Grows with each banner shown, so the summary takes the focus again. */
  attempt: number;
  state: SubmissionState;
  previous: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  bannerRef: RefObject<HTMLDivElement | null>;
  /** The current step's fields. */
  children: ReactNode;
  /** The last step's final check of the earlier answers, shown after its fields. */
  review?: ReactNode;
}

/** The input of a field, as `textProps` names it: the summary's links move there. */
const fieldId = (name: string) => `signup-${name}`;

/** The answers came back after a reload: said as a note (role status), with Start again. */
function DraftRestoredNote({ omitsFields, startAgain }: { omitsFields: boolean; startAgain: () => void }) {
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      className={classes.note}
    >
      <p className={classes.noteText}>
        {MESSAGES.draftRestored}
        {omitsFields && ` ${MESSAGES.draftRestoredNotKept}`}
      </p>
      <Button
        type="button"
        variant="default"
        size="compact-md"
        className={classes.startAgain}
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={startAgain}
      >
        {MESSAGES.draftStartAgain}
      </Button>
    </Alert>
  );
}

/**
 * The frame every sign-up step shares: progress, step heading, error summary (or the banner alone
 * when no field is at fault), fields, the last step's final check, then Previous and Next.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { label, step, stepCount, title, isLastStep, restarted, banner, errors, state, children } = props;
  const busy = state === 'submitting';
  // The percentage counts the finished steps: the last one is not complete until it is sent.
  const progress = wizardProgressDoneText(step + 1, stepCount);
  const summary = banner !== null && Object.keys(errors).length > 0;
  return (
    <form onSubmit={props.handleSubmit} noValidate aria-label={label} aria-busy={busy}>
      {/* A note, not an alarm: role status, so the error banner stays the page's one alert. */}
      {restarted && (
        <Alert
          role="status"
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          className={classes.note}
        >
          {MESSAGES.wizardRestarted}
        </Alert>
      )}
      {props.restored && (
        <DraftRestoredNote omitsFields={props.draftOmitsFields} startAgain={props.startAgain} />
      )}
      <div className={classes.progress}>
        <p className={classes.progressText}>{progress}</p>
        <Progress value={Math.round((step / stepCount) * 100)} size="md" aria-label={progress} />
      </div>

      <h2 ref={props.headingRef} tabIndex={-1} className={classes.heading}>
        {title}
      </h2>
      <p className={classes.requiredNote}>Fields marked with an asterisk (*) are required.</p>

      {summary && (
        <div className={classes.banner}>
          <FormErrorSummary title={banner} errors={errors} fieldId={fieldId} attempt={props.attempt} />
        </div>
      )}
      {banner && !summary && (
        <Alert
          ref={props.bannerRef}
          tabIndex={-1}
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          className={classes.banner}
        >
          {banner}
        </Alert>
      )}

      <div className={classes.fields}>{children}</div>
      {isLastStep && props.review}

      {/* Previous, then the forward action: the tab order is the order on screen. */}
      <div className={classes.nav}>
        <Button
          type="button"
          variant="default"
          onClick={props.previous}
          disabled={step === 0 || busy}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Previous
        </Button>
        {isLastStep ? (
          <Button key="create" type="submit" disabled={busy}>
            {busy ? MESSAGES.creatingAccount : 'Create Account'}
          </Button>
        ) : (
          <Button key="next" type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}
