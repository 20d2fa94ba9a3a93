import { Button } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './signup-success.module.css';

export interface SignupSuccessProps {
  /** Where the verification email went. */
  email: string;
  /** What happens next, in the role's words. */
  children: ReactNode;
}

/** The 'Application Submitted!' screen (spec 1 §2), with the email verification the server just sent. */
export function SignupSuccess({ email, children }: SignupSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={classes.success} aria-labelledby="signup-success-title">
      <IconCircleCheck size={56} className={classes.icon} aria-hidden />
      <h2 id="signup-success-title" ref={headingRef} tabIndex={-1} className={classes.title}>
        {MESSAGES.applicationSubmitted}
      </h2>
      <div className={classes.body}>{children}</div>
      <div className={classes.verify}>
        <IconMail size={24} aria-hidden className={classes.verifyIcon} />
        <p>
          <strong>Next: verify your email.</strong> Check your inbox at{' '}
          <strong className={classes.email}>{email}</strong> and open the link we sent, or enter its 6-digit
          code on the <Link to={paths.verifyEmail}>email verification page</Link>. If it has not arrived in a
          few minutes, look in your spam or junk folder.
        </p>
      </div>
      <Button component={Link} to={paths.home} className={classes.home}>
        Back to Home
      </Button>
    </section>
  );
}
