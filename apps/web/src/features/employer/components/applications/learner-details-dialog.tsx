import { Stack, Text } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { DetailDialog } from '../../../../components/details/detail-dialog';
import { DetailSection } from '../../../../components/details/detail-section';
import { joinName } from '../../../../components/record-text';
import { failureText, serverTextOr } from '../../../../lib/failure-text';
import { useLearnerProfile } from '../../api/get-learner-profile';
import { applicantSections, entryItems, LIST_SECTIONS } from './learner-sections';

function failureOf(error: unknown): string | null {
  if (!error) return null;
  return failureText(error, {
    NOT_FOUND: MESSAGES.learnerProfileNotFound,
    SESSION_EXPIRED: null,
    NETWORK: MESSAGES.errorLoadingLearnerProfile,
    otherwise: serverTextOr(MESSAGES.failedLoadLearnerProfile),
  });
}

export interface LearnerDetailsDialogProps {
  /** The applicant's learner ID; the profile loads while it is set. */
  learnerId: string | null;
  /** The applicant's name from the application, the title until the profile arrives. */
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Learner Details (spec 2 §2, §3): the applicant's profile as an employer may see it (the reduced view). */
export function LearnerDetailsDialog({ learnerId, name, opened, onClose }: LearnerDetailsDialogProps) {
  const profile = useLearnerProfile(learnerId);
  const data = profile.data;
  const title = data ? joinName(data.learner.firstName, data.learner.lastName) || name : name;
  const lists: Record<(typeof LIST_SECTIONS)[number]['key'], readonly unknown[]> = {
    experience: data?.experience ?? [],
    qualifications: data?.qualifications ?? [],
    references: data?.references ?? [],
  };
  return (
    <DetailDialog
      opened={opened}
      onClose={onClose}
      title={title ? `Learner Details: ${title}` : 'Learner Details'}
      loading={!data}
      failure={data ? null : failureOf(profile.error)}
    >
      {data ? (
        <Stack gap={0}>
          {applicantSections(data.learner).map((section) => (
            <DetailSection key={section.title} {...section} />
          ))}
          {LIST_SECTIONS.map((section) => (
            <DetailSection
              key={section.key}
              title={section.title}
              items={[]}
              empty={
                lists[section.key].length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None provided
                  </Text>
                ) : null
              }
            >
              {lists[section.key].map((entry, index) => (
                <DetailSection
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
                  key={index}
                  order={4}
                  title={`${section.title} ${index + 1}`}
                  items={entryItems(entry as Record<string, unknown>, section.fields)}
                />
              ))}
            </DetailSection>
          ))}
        </Stack>
      ) : null}
    </DetailDialog>
  );
}
