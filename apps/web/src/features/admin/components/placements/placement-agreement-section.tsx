import { Skeleton, Text, Title } from '@mantine/core';
import { PLACEMENT_STATUS, AGREEMENT_MESSAGES as TEXT } from '@ojt/domain';
import { AgreementStatus } from '../../../../components/agreement-status';
import detailClasses from '../../../../components/details/detail-section.module.css';
import { usePlacementAgreementOf } from '../../../../lib/placement-agreement-query';

/** Statuses a placement reaches only once placed: it may have an agreement. */
const PLACED_ONCE: readonly number[] = [PLACEMENT_STATUS.PLACED, PLACEMENT_STATUS.COMPLETED];

/**
 * The placement agreement in the office's placement detail (issue 29): the latest version, when it
 * was drawn, confirm by, confirmed or overdue in words, the learner's questions and every version's
 * PDF. Nothing for a placement never placed.
 */
export function PlacementAgreementSection({ placementId, status }: { placementId: number; status: number }) {
  const placed = PLACED_ONCE.includes(status);
  const agreement = usePlacementAgreementOf(placementId, placed);
  if (!placed || agreement.none) return null;
  return (
    <div className={detailClasses.section}>
      {agreement.data ? (
        <AgreementStatus agreement={agreement.data} order={3} withQuestions />
      ) : (
        <>
          <Title order={3} size="h5" mb="xs">
            {TEXT.agreementTitle}
          </Title>
          {agreement.isError ? (
            <Text size="sm" c="red.9">
              {TEXT.failedLoadAgreement}
            </Text>
          ) : (
            <Skeleton height={80} radius="sm" />
          )}
        </>
      )}
    </div>
  );
}
