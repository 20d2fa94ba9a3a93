import { Title } from '@mantine/core';
import { TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT } from '@ojt/domain';
import placementClasses from '../placements/placements.module.css';
import { AbsencesSetting } from './absences-setting';
import { AgreementConditionsSection } from './agreement-conditions-section';
import { HolidaysSection } from './holidays-section';
import { StipendRatesSection } from './stipend-rates-section';
import classes from './stipend-settings.module.css';

/**
 * The programme's stipend settings (issue 27), beside Timesheets under Placements: the rates of the
 * five levels by date, whether absences reduce a month's stipend, the public holidays, and the
 * programme's conditions that placement agreements state (issue 29).
 */
export function StipendSettingsPanel() {
  return (
    <section aria-labelledby="stipend-settings-heading">
      <div className={placementClasses.header}>
        <Title order={2} size="h3" id="stipend-settings-heading">
          {TEXT.stipendSettingsTitle}
        </Title>
      </div>
      <div className={classes.sections}>
        <StipendRatesSection />
        <AbsencesSetting />
        <HolidaysSection />
        <AgreementConditionsSection />
      </div>
    </section>
  );
}
