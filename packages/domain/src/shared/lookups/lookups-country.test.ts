import { describe, expect, it } from 'vitest';
import { learnerProfileFormSchema } from '../../learners/schemas-profile.ts';
import { employerStepSchemas, learnerStepSchemas } from '../../signup/schemas.ts';
import { startYears } from './company-options.ts';
import {
  CITIES,
  CITY_LOOKUP,
  cityName,
  isCityId,
  OTHER_TOWN_ID,
  REGIONS,
  TOWNS,
  townName,
  townRegion,
} from './geography.ts';
import { EDUCATION_LEVEL_CHOICES, EDUCATION_LEVELS, educationLevelLabel } from './person-options.ts';
import { INDUSTRY_SECTORS, isProgrammeStream, PROGRAMME_STREAM_SECTORS, SECTORS } from './sectors.ts';
import { storedOtherTown } from './town-fields.ts';

// Issue 30: lists that fit the country.
describe('towns', () => {
  it('keeps the spec 30 cities first with their ids and names, then new towns from 31 on', () => {
    expect(TOWNS.slice(0, 30).map(({ id, name }) => ({ id, name }))).toEqual([...CITIES]);
    const ids = TOWNS.map((town) => town.id);
    expect(ids).toEqual(Array.from({ length: TOWNS.length }, (_, i) => i + 1));
    expect(new Set(TOWNS.map((town) => town.name)).size).toBe(TOWNS.length);
  });

  it('holds the towns people live in, each in a region or corporation', () => {
    for (const name of [
      'Sangre Grande',
      'San Juan',
      'Laventille',
      'Maraval',
      'Morvant',
      'Barataria',
      'Carenage',
    ])
      expect(TOWNS.some((town) => town.name === name)).toBe(true);
    expect(TOWNS.filter((town) => town.region === 'Tobago').length).toBeGreaterThan(10);
    for (const town of TOWNS) expect(REGIONS).toContain(town.region);
    expect(townRegion(31)).toBe('Sangre Grande');
    expect(townRegion('1')).toBe('Port of Spain');
    expect(townRegion(OTHER_TOWN_ID)).toBe('');
  });

  it('answers getCities with every town as { id, name }', () => {
    expect(CITY_LOOKUP).toHaveLength(TOWNS.length);
    expect(CITY_LOOKUP[0]).toEqual({ id: 1, name: 'Port of Spain' });
    expect(CITY_LOOKUP.find((row) => row.id === 31)).toEqual({ id: 31, name: 'Sangre Grande' });
  });

  it('accepts a listed town or "other" as a city id, and names a typed town', () => {
    expect(isCityId(31)).toBe(true);
    expect(isCityId(OTHER_TOWN_ID)).toBe(true);
    expect(isCityId(TOWNS.length + 1)).toBe(false);
    expect(cityName(33)).toBe('Laventille');
    expect(townName(OTHER_TOWN_ID, ' Paramin ')).toBe('Paramin');
    expect(townName(31, 'ignored')).toBe('Sangre Grande');
    expect(storedOtherTown(OTHER_TOWN_ID, ' Paramin ')).toBe('Paramin');
    expect(storedOtherTown(31, 'Paramin')).toBe('');
  });
});

describe('"Other (type it)" towns in the forms', () => {
  const [, learnerAddress] = learnerStepSchemas;
  const [, employerAddress] = employerStepSchemas;
  const learner = { streetAddress: '1 Main Rd', city: String(OTHER_TOWN_ID), state: 'Diego Martin' };
  const employer = { empStreet: '1 Main Rd', empCity: OTHER_TOWN_ID, empState: 'Tobago', empPostalCode: '1' };
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('requires the typed town when the city is "other"', () => {
    expect(messages(learnerAddress.safeParse(learner))).toEqual({
      cityOther: 'Town or village name is required',
    });
    expect(messages(employerAddress.safeParse(employer))).toEqual({
      empCityOther: 'Town or village name is required',
    });
    expect(
      messages(
        learnerProfileFormSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          phoneMobile: '8685551234',
          emailPersonal: 'a@b.tt',
          permanentCity: OTHER_TOWN_ID,
        }),
      ),
    ).toEqual({ permanentCityOther: 'Permanent town or village name is required' });
  });

  it('takes a typed town, refusing control characters and long names', () => {
    expect(learnerAddress.parse({ ...learner, cityOther: ' Paramin ' })).toMatchObject({
      city: OTHER_TOWN_ID,
      cityOther: 'Paramin',
    });
    expect(messages(learnerAddress.safeParse({ ...learner, cityOther: 'Para\u0007min' }))).toEqual({
      cityOther: 'Town or village name is not valid',
    });
    expect(messages(employerAddress.safeParse({ ...employer, empCityOther: 'x'.repeat(81) }))).toEqual({
      empCityOther: expect.stringContaining('Town or village name'),
    });
  });

  it('accepts a new town id without any typed town', () => {
    expect(learnerAddress.parse({ ...learner, city: '31' })).toMatchObject({ city: 31, cityOther: '' });
  });
});

describe('education levels', () => {
  it('keeps the spec values on the wire and offers Secondary once, with local qualifications', () => {
    expect(EDUCATION_LEVELS).toContain('High School');
    const offered = EDUCATION_LEVEL_CHOICES.map((row) => row.value as string);
    expect(offered).not.toContain('High School');
    expect(offered).toEqual(['Primary', 'Secondary', 'Diploma', 'Bachelor', 'Master', 'PhD']);
    expect(educationLevelLabel('Secondary')).toContain('CSEC');
    expect(educationLevelLabel('High School')).toBe(educationLevelLabel('Secondary'));
    expect(educationLevelLabel('Diploma')).toMatch(/CAPE.*CVQ.*associate degree/);
    expect(educationLevelLabel('Something')).toBe('Something');
  });
});

describe('sector groups', () => {
  it('sets the OJT- and NAS-named sectors apart from the industries', () => {
    expect(PROGRAMME_STREAM_SECTORS.map((row) => row.sectorId)).toEqual([
      35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 46,
    ]);
    expect(INDUSTRY_SECTORS).toHaveLength(SECTORS.length - 11);
    expect(isProgrammeStream(42)).toBe(true);
    expect(isProgrammeStream(45)).toBe(false);
  });
});

describe('start years', () => {
  it('go back to 1900', () => {
    expect(startYears(new Date('2026-11-27T12:00:00Z')).at(-1)).toBe(1900);
  });
});
