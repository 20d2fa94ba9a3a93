import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { LetterList } from '../../../../components/letter-list';

/** The experience letters issued for a Completed placement: Download for each valid one. */
export function LettersBox({ letters, id }: { letters: ExperienceLetter[]; id: string }) {
  return (
    <LetterList
      letters={letters}
      id={id}
      title={MESSAGES.experienceLettersTitle}
      emptyText={MESSAGES.noLetterFromEmployerYet}
      revokedNote={MESSAGES.letterRevokedNoDownload}
      heading
    />
  );
}
