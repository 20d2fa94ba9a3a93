import { Paper, Text } from '@mantine/core';
import { APPLICATION_FIELD_LABELS as F, type LearnerApplicationItem, MESSAGES } from '@ojt/domain';
import { formatLongDate, formatTime } from '../../../../components/date-text';
import { DetailSection } from '../../../../components/details/detail-section';

/** The scheduled interview (spec 2 §2): date in the long format, time, location and the employer's message. */
export function InterviewBox({ application }: { application: LearnerApplicationItem }) {
  return (
    <Paper withBorder radius="sm" p="sm" bg="violet.0">
      <DetailSection
        order={4}
        title={MESSAGES.interviewTitle}
        items={[
          [F.interviewDate, formatLongDate(application.interviewDate)],
          [F.interviewTime, formatTime(application.interviewTime)],
          [F.interviewLocation, application.interviewLocation ?? ''],
        ]}
      >
        {application.interviewMessage ? (
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {application.interviewMessage}
          </Text>
        ) : null}
      </DetailSection>
    </Paper>
  );
}
