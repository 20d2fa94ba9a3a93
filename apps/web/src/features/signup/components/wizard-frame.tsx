import '@mantine/core/styles/Progress.layer.css';
import { Alert, Button, Progress } from '@mantine/core';
import { MESSAGES, wizardProgressText } from '@ojt/domain';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { SubmissionState } from '../hooks/use-signup-wizard';
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
  banner: string | null;
  state: SubmissionState;
  previous: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  bannerRef: RefObject<HTMLDivElement | null>;
  /** The current step's fields. */
  children: ReactNode;
}

/** The frame every sign-up step shares: progress, step heading, banner, fields, Previous and Next. */
export function WizardFrame(props: WizardFrameProps) {
  const { label, step, stepCount, title, isLastStep, restarted, banner, state, children } = props;
  const busy = state === 'submitting';
  const progress = wizardProgressText(step + 1, stepCount);
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
      <div className={classes.progress}>
        <p className={classes.progressText}>{progress}</p>
        <Progress value={Math.round(((step + 1) / stepCount) * 100)} size="md" aria-label={progress} />
      </div>

      <h2 ref={props.headingRef} tabIndex={-1} className={classes.heading}>
        {title}
      </h2>
      <p className={classes.requiredNote}>Fields marked with an asterisk (*) are required.</p>

      {banner && (
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

      {/* The forward action comes first, so Tab from the last field reaches it; CSS puts Previous on the left on wide screens. */}
      <div className={classes.nav}>
        {isLastStep ? (
          <Button key="create" type="submit" disabled={busy}>
            {busy ? MESSAGES.creatingAccount : 'Create Account'}
          </Button>
        ) : (
          <Button key="next" type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Next
          </Button>
        )}
        <Button
          type="button"
          variant="default"
          onClick={props.previous}
          disabled={step === 0 || busy}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Previous
        </Button>
      </div>
    </form>
  );
}
