import { ENDPOINTS, holidaySchema, isoDateField } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** The Add holiday form: the API's rules, with the date named as the screen names it. */
export const holidayFormSchema = z.strictObject({
  date: isoDateField('Date'),
  name: holidaySchema.shape.name,
});
export type HolidayForm = z.output<typeof holidayFormSchema>;

/** POST /api/Admin/Holidays { date, name } (201); 409 when the date is a holiday already. */
export function addHoliday(body: HolidayForm) {
  return callApi(ENDPOINTS.AddHoliday, { body });
}

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.holidaysAll }),
  });
}
