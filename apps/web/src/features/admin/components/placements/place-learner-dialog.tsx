import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  isIsoDate,
  levelForAmount,
  MAX_PLACEMENT_MONTHS,
  MESSAGES,
  OFFICER_PARAMETERS,
  OFFICER_ROLE_NAMES,
  type Officer,
  type PlacementDetail,
  placeLearnerIntro,
  placeLearnerParamsSchema,
  portalToday,
  STIPEND_LEVELS,
  STIPEND_REASON_MAX,
  stipendLevelDefaultOption,
  stipendLevelLegend,
  stipendLevelOptionLabel,
  stipendLevelProblem,
  validateFields,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useOfficers } from '../../api/get-officers';
import { usePlaceLearner } from '../../api/place-learner';
import { PlacementHeading, usePlacementForm } from './placement-form';
import { labelledBy, PLACE_FIELD_LABELS, stipendText } from './placement-labels';

type PlaceField = keyof typeof PLACE_FIELD_LABELS;
type PlaceValues = Record<Exclude<PlaceField, 'QualificationChecked'>, string> & {
  QualificationChecked: boolean;
};
const OFFICER_FIELDS = Object.keys(OFFICER_PARAMETERS) as (keyof typeof OFFICER_PARAMETERS)[];

/** Each problem under its field's screen name, in the form's order. */
const labelled = labelledBy(PLACE_FIELD_LABELS);

/** The level the qualification that sets the stipend gives (as the server reads it); null when none. */
export function defaultStipendLevel(placement: PlacementDetail): number | null {
  const { monthlyStipend, stipendQualification } = placement;
  return stipendQualification && monthlyStipend !== null ? levelForAmount(monthlyStipend) : null;
}

/**
 * The domain's rules for placing (placeLearnerParamsSchema, and a reason for a level other than the
 * default). Its end-date rule runs only once every other field is right; the dates are checked on
 * their own too, so the admin sees it at once.
 */
export function placeErrors(placementId: number, values: PlaceValues, defaultLevel: number | null = null) {
  const found = validateFields(placeLearnerParamsSchema, { PlacementId: placementId, ...values });
  const level = values.StipendLevel === '' ? undefined : Number(values.StipendLevel);
  const reasonMissing = stipendLevelProblem(
    { StipendLevel: level, StipendReason: values.StipendReason.trim() },
    defaultLevel,
  );
  if (!found.StipendReason && reasonMissing) found.StipendReason = reasonMissing;
  const { StartDate: start, EndDate: end } = values;
  if (!found.EndDate && isIsoDate(start) && isIsoDate(end)) {
    const datesOnly = { DatePlaced: start, StartDate: start, EndDate: end };
    const others = { PlacementOfficer: 1, PmeOfficer: 1, PlacementAssistant: 1, QualificationChecked: true };
    const rule = validateFields(placeLearnerParamsSchema, { PlacementId: 1, ...datesOnly, ...others });
    if (rule.EndDate) found.EndDate = rule.EndDate;
  }
  return labelled(found);
}

function officerOptions(officers: Officer[] | undefined, field: keyof typeof OFFICER_PARAMETERS) {
  const role = OFFICER_PARAMETERS[field];
  const label = OFFICER_ROLE_NAMES[role];
  const mine = (officers ?? []).filter((officer) => officer.role === role && officer.active);
  const first = mine.length === 0 && officers ? `No ${label} on the list` : `Choose a ${label}`;
  return [{ value: '', label: first }, ...mine.map((o) => ({ value: String(o.id), label: o.name }))];
}

/** Which of the learner's qualifications sets the stipend, and the rate it pays. */
function StipendBasis({ placement }: { placement: PlacementDetail }) {
  const basis = placement.stipendQualification;
  return (
    <Text size="sm">
      <strong>{MESSAGES.stipendSetByLabel}:</strong>{' '}
      {basis
        ? `${basis.qualificationType}, ${basis.certificateName} (${stipendText(placement.monthlyStipend)})`
        : MESSAGES.noStipendQualification}
    </Text>
  );
}

/** The level select's options: the qualification's level first (sends nothing), then levels 1-5. */
function levelOptions(defaultLevel: number | null) {
  return [
    { value: '', label: stipendLevelDefaultOption(defaultLevel) },
    ...STIPEND_LEVELS.map(({ level }) => ({
      value: String(level),
      label: stipendLevelOptionLabel(stipendLevelLegend(level), level === defaultLevel),
    })),
  ];
}

function PlaceForm({ placement, onClose }: { placement: PlacementDetail; onClose: () => void }) {
  const defaultLevel = defaultStipendLevel(placement);
  const officers = useOfficers();
  const place = usePlaceLearner();
  const { form, idFor, field, attempt, failure, submit } = usePlacementForm<PlaceValues>({
    initialValues: {
      DatePlaced: portalToday(),
      StartDate: '',
      EndDate: '',
      PlacementOfficer: '',
      PmeOfficer: '',
      PlacementAssistant: '',
      StipendLevel: '',
      StipendReason: '',
      QualificationChecked: false,
    },
    validate: (values) => placeErrors(placement.placementId, values, defaultLevel),
    labelled,
    send: (values, onError) => {
      place.mutate(
        { placementId: placement.placementId, values },
        {
          onSuccess: (answer) => {
            notifications.show({
              color: 'green',
              title: answer?.message || MESSAGES.learnerPlaced,
              message: placement.learnerName,
            });
            onClose();
          },
          onError,
        },
      );
    },
  });
  const checkbox = (path: PlaceField) => ({
    id: idFor(path),
    ...form.getInputProps(path, { type: 'checkbox' }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlacementHeading placement={placement}>{placeLearnerIntro(MAX_PLACEMENT_MONTHS)}</PlacementHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput type="date" label="Date placed" withAsterisk data-autofocus {...field('DatePlaced')} />
          <TextInput type="date" label="Start date" withAsterisk {...field('StartDate')} />
          <TextInput type="date" label="End date" withAsterisk {...field('EndDate')} />
        </SimpleGrid>
        {officers.isError ? (
          <FormError message={MESSAGES.failedLoadOfficers}>
            <Button size="xs" mt="xs" onClick={() => void officers.refetch()}>
              Try again
            </Button>
          </FormError>
        ) : null}
        {OFFICER_FIELDS.map((name) => (
          <NativeSelect
            key={name}
            label={PLACE_FIELD_LABELS[name]}
            withAsterisk
            disabled={officers.isPending}
            data={officerOptions(officers.data, name)}
            {...field(name)}
          />
        ))}
        <StipendBasis placement={placement} />
        <NativeSelect
          label={MESSAGES.stipendLevelLabel}
          data={levelOptions(defaultLevel)}
          {...field('StipendLevel')}
        />
        <Textarea
          label={MESSAGES.stipendReasonLabel}
          description={MESSAGES.stipendReasonHint}
          minRows={2}
          maxLength={STIPEND_REASON_MAX}
          {...field('StipendReason')}
        />
        <Checkbox label={MESSAGES.qualificationCheckedLabel} required {...checkbox('QualificationChecked')} />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={place.isPending} loading={place.isPending}>
          Place learner
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface PlaceLearnerDialogProps {
  /** The Selected placement to place; the dialog is open while `opened` and it is set. */
  placement: PlacementDetail | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Place learner: the dates and the three officers of a Selected application, the stipend level
 * (the qualification's by default; another with a reason), and the office's confirmation that the
 * qualification setting the stipend was checked against a certificate.
 */
export function PlaceLearnerDialog({ placement, opened, onClose }: PlaceLearnerDialogProps) {
  return (
    <DialogFrame opened={opened && placement !== null} onClose={onClose} title="Place learner" size="lg">
      {placement ? <PlaceForm key={placement.placementId} placement={placement} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
