import { Text } from '@mantine/core';
import { MESSAGES, splitComments } from '@ojt/domain';
import classes from './comment-list.module.css';

/** A placement's comments, oldest first, under the heading 'Comments' (nothing when there are none). */
export function CommentList({ text, id }: { text: string; id: string }) {
  const comments = splitComments(text);
  if (comments.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={id}>
        {MESSAGES.commentsTitle}
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
