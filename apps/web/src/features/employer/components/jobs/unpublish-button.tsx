import { IconSendOff } from '@tabler/icons-react';
import { RecordButton } from '../../../../components/record-button';

/** Unpublish, named for the position (a list of cards holds many). */
export function UnpublishButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <RecordButton
      icon={IconSendOff}
      variant="outline"
      color="red.9"
      label={`Unpublish ${title}`}
      onClick={onClick}
    >
      Unpublish
    </RecordButton>
  );
}
