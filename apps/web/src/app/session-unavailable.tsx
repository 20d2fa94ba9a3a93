import { MESSAGES } from '@ojt/domain';
import { Link } from 'react-router';
import { ButtonLabel, buttonStyle } from '../components/button-link';
import { Container } from '../components/container';
import { paths } from '../config/paths';
import { getCurrentUser } from '../lib/current-user';
import { sessionStore } from '../lib/session-store';
import classes from './route-error.module.css';

/**
 * The stored session could not be checked (offline, or the server failed): the token is kept, and
 * the user can try again or go home. Plain elements, like the error screen.
 */
export function SessionUnavailable() {
  return (
    <Container size="sm" className={classes.root}>
      <div className={classes.stack} role="alert">
        <h1 className={classes.title}>{MESSAGES.networkErrorTryAgain}</h1>
        <div className={classes.actions}>
          <button type="button" onClick={() => sessionStore.restore(getCurrentUser)} {...buttonStyle()}>
            <ButtonLabel>{MESSAGES.tryAgain}</ButtonLabel>
          </button>
          <Link to={paths.home} {...buttonStyle('default')}>
            <ButtonLabel>Back to home</ButtonLabel>
          </Link>
        </div>
      </div>
    </Container>
  );
}
