import { Alert, Anchor, List, Text } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

export interface FormErrorSummaryProps {
  /** The banner sentence (default MESSAGES.fixBeforeSubmitting, 'Please fix … before submitting'). */
  title?: string;
  /** Each problem by field path (as `validateFields` and @mantine/form answer them). */
  errors: Record<string, ReactNode>;
  /** The id of the input a problem's link moves to; `undefined` shows the problem without a link. */
  fieldId: (path: string) => string | undefined;
  /** Grows with each failed submit: the summary takes the focus again, so the problems are read out. */
  attempt: number;
}

/**
 * Each problem once, for the summary: a message several fields share ('Please fill in all fields.')
 * is listed for the first of them. With `order` (field paths top to bottom) the problems follow it.
 */
export function uniqueProblems(
  errors: Record<string, ReactNode>,
  order: readonly string[] = Object.keys(errors),
): Record<string, ReactNode> {
  const seen = new Set<ReactNode>();
  const problems: Record<string, ReactNode> = {};
  for (const path of order) {
    const message = errors[path];
    if (!message || seen.has(message)) continue;
    seen.add(message);
    problems[path] = message;
  }
  return problems;
}

function focusField(id: string) {
  const input = document.getElementById(id);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

/**
 * A failed form's banner (PRODUCT.md §5): the sentence, then each problem as a link to its field.
 * It takes the focus when shown, so keyboard and screen-reader users start from the list.
 */
export function FormErrorSummary(props: FormErrorSummaryProps) {
  const { title = MESSAGES.fixBeforeSubmitting, errors, fieldId, attempt } = props;
  const ref = useRef<HTMLDivElement>(null);
  const problems = Object.entries(errors).filter(([, message]) => Boolean(message));
  const shown = problems.length > 0;

  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
    >
      <List size="sm" spacing={4}>
        {problems.map(([path, message]) => {
          const id = fieldId(path);
          return (
            <List.Item key={path}>
              {id ? (
                <Anchor
                  href={`#${id}`}
                  size="sm"
                  c="red.9"
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(id);
                  }}
                >
                  {message}
                </Anchor>
              ) : (
                <Text size="sm">{message}</Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
