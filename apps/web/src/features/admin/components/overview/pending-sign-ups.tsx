import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, pendingQueueMoreText, ROLE_NAMES, signedUpLine } from '@ojt/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../components/date-text';
import hidden from '../../../../components/visually-hidden.module.css';
import { type QueuedSignUp, useSignUpQueue } from '../../api/get-sign-up-queue';
import { ListEmpty, ListError } from '../list-states';
import classes from './pending-sign-ups.module.css';
import { tabLink } from './tab-links';
import { waitingAge } from './waiting-age';

const HEADING_ID = 'pending-sign-ups-heading';

function QueueItem({ item }: { item: QueuedSignUp }) {
  const age = waitingAge(item.signedUpAt);
  const tab = item.kind === 'employer' ? 'employers' : 'learners';
  return (
    <li className={classes.item}>
      <div className={classes.who}>
        {/* The table opens filtered to this one record, with its View, Approve and Reject. */}
        <Link to={tabLink(tab, { status: 'pending', search: item.id })} className={classes.name}>
          {item.name}
        </Link>
        <Text size="sm" c="dimmed">
          {signedUpLine(ROLE_NAMES[item.kind], formatDate(item.signedUpAt))}
        </Text>
      </div>
      {age ? (
        <Text className={classes.age}>
          <span className={hidden.hidden}>Waiting </span>
          {age}
        </Text>
      ) : null}
    </li>
  );
}

/**
 * The overview's work queue (issue 16): employers and learners awaiting approval, oldest first, each
 * with how long it has waited and a link to its record in the filtered table.
 */
export function PendingSignUps() {
  const queue = useSignUpQueue();
  const total = queue.data ? queue.data.pendingEmployers + queue.data.pendingLearners : undefined;

  let body: ReactNode;
  if (queue.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label="Loading pending sign-ups">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (queue.isError) {
    body = <ListError message={MESSAGES.failedLoadPendingSignUps} onRetry={() => void queue.refetch()} />;
  } else if (queue.data.items.length === 0) {
    body = <ListEmpty message={MESSAGES.noPendingSignUps} />;
  } else {
    const { items, pendingEmployers, pendingLearners } = queue.data;
    body = (
      <>
        <ol className={classes.list} aria-labelledby={HEADING_ID}>
          {items.map((item) => (
            <QueueItem key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ol>
        {total !== undefined && total > items.length ? (
          <Text size="sm">
            {pendingQueueMoreText(items.length, total)}{' '}
            <Link to={tabLink('employers', { status: 'pending' })}>{pendingEmployers} pending employers</Link>
            {' · '}
            <Link to={tabLink('learners', { status: 'pending' })}>{pendingLearners} pending learners</Link>
          </Text>
        ) : null}
      </>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={HEADING_ID}>
            {MESSAGES.pendingSignUpsTitle}
            {total ? ` (${total})` : ''}
          </Title>
          <Text size="sm" c="dimmed">
            {MESSAGES.pendingSignUpsIntro}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}
