import type { ChangeEvent } from 'react';
import { regionForTown } from '../../../components/lookup-options';

/** The part of a wizard a town select changes: its values and their setter. */
export interface TownWizard<V> {
  values: V;
  setField: <K extends keyof V & string>(name: K, value: V[K]) => void;
}

export type StringField<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * A town select's change (issue 30): the town, and its region or corporation filled in while the
 * person has not typed one of their own.
 */
export function townChange<V>(wizard: TownWizard<V>, town: StringField<V>, region: StringField<V>) {
  return (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    const current = String(wizard.values[region]);
    const filled = regionForTown(String(wizard.values[town]), next, current);
    wizard.setField(town, next as V[typeof town]);
    if (filled !== current) wizard.setField(region, filled as V[typeof region]);
  };
}
