import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { addListEntryLabel, LEARNER_LIST_MAX, MESSAGES, removeListEntryLabel } from '@ojt/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './profile.module.css';
import type { ListConfig, ListField } from './profile-lists';

export interface ProfileListEditorProps {
  list: ListConfig;
  rows: Record<string, string>[];
  /** The wiring of the input at `{list}.{index}.{field}`. */
  field: (path: string) => Record<string, unknown> & { id: string };
  idFor: (path: string) => string;
  /** The list's own problem (e.g. too many rows). */
  error?: ReactNode;
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

function RowInput({
  spec,
  wiring,
  disabled,
}: {
  spec: ListField;
  wiring: Record<string, unknown> & { id: string };
  disabled: boolean;
}) {
  const common = { label: spec.label, withAsterisk: spec.required, disabled, ...wiring };
  switch (spec.kind) {
    case 'select':
      return <NativeSelect data={spec.options ?? []} {...common} />;
    case 'textarea':
      return <Textarea minRows={2} rows={3} className={classes.wide} {...common} />;
    case 'date':
      return <TextInput type="date" {...common} />;
    case 'year':
      return <TextInput inputMode="numeric" maxLength={4} placeholder="YYYY" {...common} />;
    case 'email':
      return <TextInput type="email" inputMode="email" spellCheck={false} {...common} />;
    case 'tel':
      return <TextInput type="tel" inputMode="tel" {...common} />;
    default:
      return <TextInput {...common} />;
  }
}

/**
 * One profile list in the Edit Profile form (issue 8: added, edited and removed, and kept): a
 * fieldset per entry with a Remove button, and Add {entry} up to the list's limit. A new entry's
 * first input takes the focus; after a removal the Add button does.
 */
export function ProfileListEditor({
  list,
  rows,
  field,
  idFor,
  error,
  disabled,
  onAdd,
  onRemove,
}: ProfileListEditorProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'new-row' | 'add' | null>(null);
  const first = list.fields[0]?.name ?? '';

  useEffect(() => {
    if (focusNext.current === 'new-row')
      document.getElementById(idFor(`${list.key}.${rows.length - 1}.${first}`))?.focus();
    if (focusNext.current === 'add') addRef.current?.focus();
    focusNext.current = null;
  }, [rows.length, idFor, list.key, first]);

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{list.title}</legend>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MESSAGES.noneAddedYet}
          </Text>
        ) : null}
        {rows.map((_, index) => {
          const name = `${list.entry} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removal re-keys the rest
            <fieldset key={index} className={classes.row}>
              <legend className={classes.rowLegend}>{name}</legend>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {list.fields.map((spec) => (
                  <RowInput
                    key={spec.name}
                    spec={spec}
                    wiring={field(`${list.key}.${index}.${spec.name}`)}
                    disabled={disabled}
                  />
                ))}
              </SimpleGrid>
              <Group justify="flex-end" mt="sm">
                <Button
                  variant="outline"
                  color="red.9"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  disabled={disabled}
                  onClick={() => {
                    focusNext.current = 'add';
                    onRemove(index);
                  }}
                >
                  {removeListEntryLabel(name)}
                </Button>
              </Group>
            </fieldset>
          );
        })}
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            ref={addRef}
            id={idFor(list.key)}
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={disabled || rows.length >= LEARNER_LIST_MAX}
            onClick={() => {
              focusNext.current = 'new-row';
              onAdd();
            }}
          >
            {addListEntryLabel(list.entry)}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}
