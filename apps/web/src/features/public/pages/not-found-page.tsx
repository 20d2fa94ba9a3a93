import { Container } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import classes from './not-found-page.module.css';

/**
 * Any address the portal has no page for (the server answers it with status 404): says so, instead
 * of silently showing the landing page, and offers the two ways on (GOV.UK's 'Page not found').
 */
export function NotFoundPage() {
  useDocumentTitle(MESSAGES.pageNotFound);
  return (
    <PublicLayout>
      <PageHero size="md" title={MESSAGES.pageNotFound} />
      <Container size="md" className={classes.body}>
        <p className={classes.text}>{MESSAGES.pageNotFoundTyped}</p>
        <p className={classes.text}>{MESSAGES.pageNotFoundPasted}</p>
        <p className={classes.text}>{MESSAGES.pageNotFoundMoved}</p>
        <div className={classes.actions}>
          <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
          <ButtonLink to={paths.login} variant="outline">
            Sign in
          </ButtonLink>
        </div>
      </Container>
    </PublicLayout>
  );
}
