import { Text } from '@mantine/core';
import { type ApplicationHistoryEntry, MESSAGES, placementStatusLabel } from '@ojt/domain';
import { formatDateTime } from '../../../../components/date-text';
import classes from './applications.module.css';

/** An application's progress, oldest first: 'Applied 2 Nov 2026, 10:15 am → Interview scheduled …' (PRODUCT.md §6). */
export function ApplicationHistory({ history, id }: { history: ApplicationHistoryEntry[]; id: string }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={id}>
        {MESSAGES.applicationHistoryTitle}
      </Text>
      <ol className={classes.history} aria-labelledby={id}>
        {history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows; its order is its identity
          <li key={index} className={classes.step}>
            <span>
              <Text span size="sm" fw={500}>
                {placementStatusLabel(entry.toStatus)}
              </Text>{' '}
              <span className={classes.stepDate}>{formatDateTime(entry.at)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
