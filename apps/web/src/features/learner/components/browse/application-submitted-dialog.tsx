import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';

export interface ApplicationSubmittedDialogProps {
  /** The job just applied for; `null` closes the dialog. */
  job: { title: string; employer: string } | null;
  onClose: () => void;
}

/**
 * 'Application Submitted Successfully!' (spec 2 §2, §4): names the job, points to the My
 * Applications tab, and closes by itself after 3 s (or with OK).
 */
export function ApplicationSubmittedDialog({ job, onClose }: ApplicationSubmittedDialogProps) {
  useAutoClose(job !== null, SUCCESS_CLOSE_MS, onClose);
  return (
    <DialogFrame opened={job !== null} onClose={onClose} title={MESSAGES.applicationSubmittedSuccessfully}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" color="teal.9" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{job?.title}</Text>
            <Text size="sm">{job?.employer}</Text>
          </div>
        </Group>
        <Text size="sm">{MESSAGES.viewStatusInMyApplications}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {MESSAGES.okAction}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
