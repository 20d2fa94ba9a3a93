import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { APPLICATION_FIELD_LABELS as F, type LearnerOpenJobItem, MESSAGES, sectorName } from '@ojt/domain';
import {
  IconAlertTriangle,
  IconBuilding,
  IconCategory,
  IconCheck,
  IconCircleCheck,
  IconSend,
  IconSparkles,
} from '@tabler/icons-react';
import { formatDateTime } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import { CardActions, RecordCard } from '../../../../components/record-card';
import classes from './browse.module.css';

export interface JobCardProps {
  item: LearnerOpenJobItem;
  /** Applied: from the server's answer, or this visit's own apply. */
  applied: boolean;
  onViewEmployer: (item: LearnerOpenJobItem) => void;
  onApply: (item: LearnerOpenJobItem) => void;
}

function MatchReason({ reason }: { reason: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconSparkles size={18} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c="teal.9">
        {reason}
      </Text>
    </Group>
  );
}

/** Whether the learner's qualifications meet the requirements, in the server's plain words. */
function Fit({ fit }: { fit: string }) {
  const met = fit === MESSAGES.qualificationsMeetRequirements || fit === MESSAGES.noRequirementsListed;
  const Icon = met ? IconCircleCheck : IconAlertTriangle;
  return (
    <div className={classes.fit}>
      <Icon
        size={18}
        aria-hidden
        color={met ? 'var(--mantine-color-teal-9)' : 'var(--mantine-color-orange-9)'}
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">{fit}</Text>
    </div>
  );
}

/** One open opening (spec 2 §2): the job, its employer and window, and View Employer Profile / Apply. */
export function JobCard({ item, applied, onViewEmployer, onApply }: JobCardProps) {
  const { empJobs: position, jobOpenings: opening, employer, match } = item;
  const title = position.empjobname;
  const titleId = `open-job-${opening.jobOpeningId}-title`;
  const requirements = position.tblemployerjobRequirements;
  return (
    <RecordCard
      titleId={titleId}
      title={title}
      byline={
        <Stack gap={2} mt="xs">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBuilding size={16} aria-hidden className={classes.bylineIcon} />
            <Text size="sm">{employer.empName}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCategory size={16} aria-hidden className={classes.bylineIcon} />
            <Text size="sm" c="dimmed">
              <VisuallyHidden>{F.sector}: </VisuallyHidden>
              {sectorName(position.empjobsector)}
            </Text>
          </Group>
        </Stack>
      }
      fill
    >
      {match ? <MatchReason reason={match.reason} /> : null}
      <Fit fit={item.fit} />
      <FactGrid
        minColumnWidth="10.5rem"
        items={[
          [F.openingDate, formatDateTime(opening.openingDate)],
          [F.closingDate, formatDateTime(opening.closingDate)],
          [F.numofOpenings, opening.numofOpenings],
        ]}
      />
      {opening.comment ? (
        <div>
          <Text size="xs" c="dimmed">
            {F.details}
          </Text>
          <Text size="sm" className={classes.details}>
            {opening.comment}
          </Text>
        </div>
      ) : null}
      {requirements.length > 0 ? (
        <div>
          <Text size="xs" c="dimmed" id={`${titleId}-requirements`}>
            {MESSAGES.requirementsTitle}
          </Text>
          <ul className={classes.requirements} aria-labelledby={`${titleId}-requirements`}>
            {requirements.map((row) => (
              <li key={row.empJobReqId}>
                {row.qualificationType} – {row.certificateName}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CardActions>
        <Button
          variant="default"
          leftSection={<IconBuilding size={16} aria-hidden />}
          aria-label={`${MESSAGES.viewEmployerProfile}: ${employer.empName}`}
          onClick={() => onViewEmployer(item)}
        >
          {MESSAGES.viewEmployerProfile}
        </Button>
        {applied ? (
          <Button
            variant="light"
            color="teal.9"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-label={`${MESSAGES.appliedAction}: ${title}`}
            disabled
          >
            {MESSAGES.appliedAction}
          </Button>
        ) : (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            aria-label={`${MESSAGES.applyAction}: ${title}`}
            onClick={() => onApply(item)}
          >
            {MESSAGES.applyAction}
          </Button>
        )}
      </CardActions>
    </RecordCard>
  );
}
