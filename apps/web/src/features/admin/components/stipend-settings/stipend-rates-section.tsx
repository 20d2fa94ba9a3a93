import { Badge, Group, Table, Text, Title } from '@mantine/core';
import {
  formatTtd,
  portalToday,
  STIPEND_LEVELS,
  type StipendScheduleBody,
  scheduleInForce,
  stipendLevelLegend,
  stipendLevelName,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { formatDate } from '../../../../components/date-text';
import { useStipendSchedules } from '../../api/get-stipend-schedules';
import listClasses from '../admin-list.module.css';
import { ListError, ListSkeleton } from '../list-states';
import { AddScheduleForm } from './add-schedule-form';
import classes from './stipend-settings.module.css';

const COLUMNS = [TEXT.effectiveFromLabel, ...STIPEND_LEVELS.map((row) => stipendLevelName(row.level))];

/** The schedules, oldest first, each level's monthly rate as '3,960.00 TTD'; the one in force today marked. */
function SchedulesTable({ schedules }: { schedules: StipendScheduleBody[] }) {
  const inForce = scheduleInForce(schedules, portalToday());
  return (
    <Table.ScrollContainer minWidth={720} type="native" className={listClasses.scroll}>
      <Table className={listClasses.table} verticalSpacing="sm" withTableBorder>
        <caption className={listClasses.caption}>{TEXT.ratesTableLabel}</caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedules.map((schedule) => (
            <Table.Tr key={schedule.effectiveFrom}>
              <Table.Th scope="row" className={listClasses.lead} data-label={COLUMNS[0]}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" className={listClasses.nowrap}>
                    {formatDate(schedule.effectiveFrom)}
                  </Text>
                  {schedule === inForce ? (
                    <Badge variant="filled" color="teal.9" c="white" tt="none">
                      {TEXT.inForceBadge}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              {STIPEND_LEVELS.map(({ level }) => (
                <Table.Td key={level} data-label={stipendLevelName(level)} className={listClasses.nowrap}>
                  {formatTtd(schedule.rates[level])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Stipend rates: the schedules, what each level covers, and Add a schedule (from the latest rates). */
export function StipendRatesSection() {
  const schedules = useStipendSchedules();
  const latest = schedules.data?.at(-1);
  return (
    <section aria-labelledby="rates-heading">
      <Title order={3} size="h4" mb="xs" id="rates-heading">
        {TEXT.ratesTitle}
      </Title>
      <Text size="sm" mb="sm">
        {TEXT.ratesExplain}
      </Text>
      {schedules.isPending ? (
        <ListSkeleton label={TEXT.loadingRates} rows={2} />
      ) : schedules.isError ? (
        <ListError message={TEXT.failedLoadRates} onRetry={() => void schedules.refetch()} />
      ) : (
        <>
          <SchedulesTable schedules={schedules.data} />
          <ul className={classes.legend}>
            {STIPEND_LEVELS.map(({ level }) => (
              <Text component="li" size="xs" key={level}>
                {stipendLevelLegend(level)}
              </Text>
            ))}
          </ul>
          <AddScheduleForm key={latest?.effectiveFrom ?? 'none'} latest={latest ?? null} />
        </>
      )}
    </section>
  );
}
