import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Input,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { QUALIFICATIONS } from '@ojt/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './job-form.module.css';

export interface RequirementRow {
  qualificationType: string;
  certificateName: string;
}

export const EMPTY_REQUIREMENT: RequirementRow = { qualificationType: '', certificateName: '' };

const QUALIFICATION_NAMES = QUALIFICATIONS.map((row) => row.name);

export interface RequirementRowsProps {
  rows: RequirementRow[];
  /** The wiring of the input at `lstRequirements.{index}.{key}`. */
  field: (path: string) => Record<string, unknown> & { id: string };
  /** The list's own problem ('At least one requirement is required'). */
  error?: ReactNode;
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * Requirement rows (spec 2 §5): qualification type (suggestions from the qualification list, any
 * text allowed) and certificate name; Add Requirement; Remove only while there is more than one row.
 */
export function RequirementRows({ rows, field, error, disabled, onAdd, onRemove }: RequirementRowsProps) {
  return (
    <fieldset
      className={classes.requirements}
      aria-describedby={error ? `${field('lstRequirements').id}-error` : undefined}
    >
      <legend className={classes.legend}>
        Requirements{' '}
        <Text span c="red.9" aria-hidden>
          *
        </Text>
      </legend>
      <Text size="sm" c="dimmed" mb="xs">
        At least one row with both a qualification type and a certificate name.
      </Text>
      <Stack gap="sm">
        {rows.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removal re-keys the rest
          <fieldset key={index} className={classes.row}>
            <VisuallyHidden component="legend">{`Requirement ${index + 1}`}</VisuallyHidden>
            <Autocomplete
              label="Qualification type"
              data={QUALIFICATION_NAMES}
              disabled={disabled}
              className={classes.cell}
              comboboxProps={{ withinPortal: true }}
              {...field(`lstRequirements.${index}.qualificationType`)}
            />
            <TextInput
              label="Certificate name"
              disabled={disabled}
              className={classes.cell}
              {...field(`lstRequirements.${index}.certificateName`)}
            />
            {rows.length > 1 ? (
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label={`Remove requirement ${index + 1}`}
                className={classes.remove}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </fieldset>
        ))}
      </Stack>
      {error ? (
        <Input.Error id={`${field('lstRequirements').id}-error`} mt="xs">
          {error}
        </Input.Error>
      ) : null}
      <Group mt="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={disabled}
        >
          Add Requirement
        </Button>
      </Group>
    </fieldset>
  );
}
