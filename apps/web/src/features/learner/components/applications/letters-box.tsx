import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { LetterList } from '../../../../components/letter-list';

/** The experience letters issued for a Completed placement: Download for each (a revoked one's copy says REVOKED). */
export function LettersBox({ letters, id }: { letters: ExperienceLetter[]; id: string }) {
  return (
    <LetterList
      letters={letters}
      id={id}
      title={MESSAGES.experienceLettersTitle}
      emptyText={MESSAGES.noLetterFromEmployerYet}
      revokedNote={MESSAGES.letterRevokedLearnerNote}
      downloadRevoked
      heading
    />
  );
}
