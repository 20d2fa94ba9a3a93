import { Alert, Button, Group } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';

interface Props {
  failure: string | null;
  saved: boolean;
  busy: boolean;
  canFill: boolean;
}

/** The end of either party's review form: what failed, that it saved, and the save button. */
export function ReviewFormFooter({ failure, saved, busy, canFill }: Props) {
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {saved ? (
        <Alert color="green" role="status">
          {MESSAGES.reviewInputSaved}
        </Alert>
      ) : null}
      {canFill ? (
        <Group>
          <Button type="submit" loading={busy}>
            {MESSAGES.reviewSavePart}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
