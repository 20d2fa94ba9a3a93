import { Paper, Skeleton, Text } from '@mantine/core';
import { AGREEMENT_MESSAGES as TEXT } from '@ojt/domain';
import { AgreementStatus } from '../../../../components/agreement-status';
import { usePlacementAgreementOf } from '../../../../lib/placement-agreement-query';

/**
 * The placement agreement on a Placed or Completed learner's card (issue 29): its version, confirmed
 * on / confirm by / overdue, the hours it states and each version's PDF. Nothing while the
 * placement has none.
 */
export function PlacementAgreementBlock({ placementId }: { placementId: number }) {
  const agreement = usePlacementAgreementOf(placementId);
  if (agreement.none) return null;
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0">
      {agreement.data ? (
        <AgreementStatus agreement={agreement.data} order={4} />
      ) : agreement.isError ? (
        <Text size="sm" c="red.9">
          {TEXT.failedLoadAgreement}
        </Text>
      ) : (
        <Skeleton height={64} radius="sm" aria-label={`${TEXT.agreementTitle}: loading`} />
      )}
    </Paper>
  );
}
