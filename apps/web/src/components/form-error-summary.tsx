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
  /** A message several fields share ('Please fill in all fields.') is listed once, for the first of them. */
  once?: boolean;
}

type Problem = [path: string, message: ReactNode];

/**
 * The problems in the order their fields stand on the page, whatever order the checks found them in
 * (a comparison of two fields is found after each field's own checks). A problem with no field on the
 * page concerns the form as a whole and comes first. Read from the page as it was last drawn: the
 * fields are there before any problem with them is.
 */
function inPageOrder(problems: Problem[], fieldId: (path: string) => string | undefined): Problem[] {
  if (typeof document === 'undefined') return problems;
  const placed = problems.map((problem, index) => {
    const id = fieldId(problem[0]);
    return { problem, index, field: id ? document.getElementById(id) : null };
  });
  placed.sort((a, b) => {
    if (!a.field || !b.field || a.field === b.field) {
      return Number(Boolean(a.field)) - Number(Boolean(b.field)) || a.index - b.index;
    }
    return a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed.map(({ problem }) => problem);
}

/** Each message once, for the first field (in page order) that has it. */
function eachOnce(problems: Problem[]): Problem[] {
  const seen = new Set<ReactNode>();
  return problems.filter(([, message]) => {
    if (seen.has(message)) return false;
    seen.add(message);
    return true;
  });
}

function focusField(id: string) {
  const input = document.getElementById(id);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

/**
 * A failed form's banner (PRODUCT.md §5): the sentence, then each problem as a link to its field, in
 * the fields' order on the page.
 * It takes the focus when shown, so keyboard and screen-reader users start from the list.
 */
export function FormErrorSummary(props: FormErrorSummaryProps) {
  const { title = MESSAGES.fixBeforeSubmitting, errors, fieldId, attempt, once = false } = props;
  const ref = useRef<HTMLDivElement>(null);
  const given = Object.entries(errors).filter(([, message]) => Boolean(message));
  const ordered = given.length > 1 ? inPageOrder(given, fieldId) : given;
  const problems = once ? eachOnce(ordered) : ordered;
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
