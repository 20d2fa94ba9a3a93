import { NativeSelect, TextInput } from '@mantine/core';
import { OTHER_TOWN_MAX } from '@ojt/domain';
import type { ChangeEvent } from 'react';
import {
  CITY_OPTIONS,
  OTHER_TOWN_HINT,
  OTHER_TOWN_VALUE,
  REGION_HINT,
} from '../../../components/lookup-options';
import { FieldRow } from './field-row';
import { type StringField, type TownWizard, townChange } from './town-change';

/** The props a wizard gives a text input or select: id, name, value, change and error. */
interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

interface TownFieldsProps<V, N extends StringField<V>> {
  wizard: TownWizard<V> & { textProps: (name: StringField<V>) => FieldProps };
  /** The wizard's field labels, by field name. */
  labels: Record<N, string>;
  /** The town select, its region or corporation, and the typed town shown for 'Other (type it)'. */
  town: N;
  region: N;
  other: N;
  /** A permanent address's town and region are optional and have no region hint. */
  optional?: boolean;
  /** The autocomplete section, such as 'section-permanent' (default: none). */
  section?: string;
}

/**
 * A wizard's town select and region or corporation side by side, the region filled in from the
 * town (issue 30), and the typed town's box while 'Other (type it)' is chosen.
 */
export function TownFields<V, N extends StringField<V>>(props: TownFieldsProps<V, N>) {
  const { wizard, labels, town, region, other, optional = false, section } = props;
  const { values, textProps } = wizard;
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  return (
    <>
      <FieldRow>
        <NativeSelect
          label={labels[town]}
          required={!optional}
          autoComplete={autoComplete('address-level2')}
          data={CITY_OPTIONS}
          {...textProps(town)}
          onChange={townChange(wizard, town, region)}
        />
        <TextInput
          label={labels[region]}
          description={optional ? undefined : REGION_HINT}
          required={!optional}
          autoComplete={autoComplete('address-level1')}
          {...textProps(region)}
        />
      </FieldRow>
      {values[town] === OTHER_TOWN_VALUE && (
        <TextInput
          label={labels[other]}
          description={OTHER_TOWN_HINT}
          required
          maxLength={OTHER_TOWN_MAX}
          autoComplete={autoComplete('address-level2')}
          {...textProps(other)}
        />
      )}
    </>
  );
}
