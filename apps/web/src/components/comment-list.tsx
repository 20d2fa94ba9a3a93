import { Text } from '@mantine/core';
import { MESSAGES, splitComments } from '@ojt/domain';
import classes from './comment-list.module.css';

/**
 * A placement's comments (or private notes), oldest first, under the heading 'Comments' or `title`
 * (nothing when there are none).
 */
export function CommentList({
  text,
  id,
  title = MESSAGES.commentsTitle,
}: {
  text: string;
  id: string;
  title?: string;
}) {
  const comments = splitComments(text);
  if (comments.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={id}>
        {title}
      </Text>
      <ul className={classes.comments} aria-labelledby={id}>
        {comments.map((comment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: comments are append-only; their order is their identity
          <li key={index}>{comment}</li>
        ))}
      </ul>
    </div>
  );
}
