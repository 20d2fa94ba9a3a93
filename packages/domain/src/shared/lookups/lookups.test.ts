import { describe, expect, it } from 'vitest';
import { monthName, STAFF_COUNTS, START_MONTHS, staffCountLabel, startYears } from './company-options.ts';
import { toLookupId } from './find-by-key.ts';
import { CITIES, COUNTRIES, cityName, countryName, isCityId } from './geography.ts';
import {
  DISABILITY_OPTIONS,
  disabilityLabel,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  genderLabel,
  MARITAL_STATUSES,
  maritalStatusLabel,
  PROFILE_EMPLOYMENT_STATUSES,
} from './person-options.ts';
import {
  EMPLOYER_TYPES,
  employerTypeName,
  PLACEMENT_TYPES,
  placementTypeName,
  QUALIFICATIONS,
} from './programme-lookups.ts';
import { isRole, ROLE_IDS, ROLE_NAMES, roleFromRoleId, roleWithId } from './roles.ts';
import { isSectorId, SECTORS, sectorName } from './sectors.ts';

describe('geography', () => {
  it('holds Trinidad and Tobago as country 175', () => {
    expect(COUNTRIES).toEqual([{ id: 175, name: 'Trinidad and Tobago' }]);
    expect(countryName(175)).toBe('Trinidad and Tobago');
  });

  it('holds the 30 cities with the spec ids', () => {
    expect(CITIES).toHaveLength(30);
    expect(CITIES.map((city) => city.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(cityName(1)).toBe('Port of Spain');
    expect(cityName(2)).toBe('San Fernando');
    expect(cityName(3)).toBe('Arima');
    expect(cityName(14)).toBe('Chaguanas');
    expect(cityName(22)).toBe('Point Lisas');
    expect(cityName(30)).toBe('Icacos');
    expect(new Set(CITIES.map((city) => city.name)).size).toBe(30);
  });

  it('reads ids given as strings and answers empty for unknown ones', () => {
    expect(cityName('6')).toBe('Scarborough');
    expect(cityName(999)).toBe('');
    expect(cityName(81)).toBe('');
    expect(cityName(undefined)).toBe('');
    expect(cityName('abc')).toBe('');
    expect(isCityId(30)).toBe(true);
    expect(isCityId(0)).toBe(false);
    expect(toLookupId(' 7 ')).toBe(7);
    expect(toLookupId(1.5)).toBeUndefined();
  });
});

describe('sectors', () => {
  it('holds 46 distinct sectors with ids 1-46', () => {
    expect(SECTORS).toHaveLength(46);
    expect(SECTORS.map((row) => row.sectorId)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    expect(new Set(SECTORS.map((row) => row.sector)).size).toBe(46);
  });

  it('keeps the ids the spec gives', () => {
    expect(sectorName(1)).toBe('Agriculture Industry');
    expect(sectorName(4)).toBe('Information Technology');
    expect(sectorName(5)).toBe('Health');
    expect(sectorName(22)).toBe('Tourism and Hospitality');
    expect(sectorName(46)).toBe('National Apprenticeship Service (NAS)');
    expect(sectorName(47)).toBe('');
    expect(isSectorId(46)).toBe(true);
    expect(isSectorId(0)).toBe(false);
  });

  it('includes every sector the spec names', () => {
    const names = SECTORS.map((row) => row.sector as string);
    for (const name of [
      'Business Services',
      'Construction',
      'Manufacturing Industry',
      'Education',
      'Entertainment',
      'OJT Education (CVQ/CAC)',
      'OJT Global',
      'OJT Media',
      'OJT Medical',
      'OJT Engineering',
      'OJT Culinary',
      'OJT Agriculture and Environment',
      'OJT Airport',
      'OJT Digital',
      'OJT Training',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('programme lookups', () => {
  it('holds the four employer types', () => {
    expect(EMPLOYER_TYPES).toEqual([
      { classificationId: 1, classificationDescr: 'Enterprise-Based' },
      { classificationId: 2, classificationDescr: 'Institution-Based' },
      { classificationId: 3, classificationDescr: 'Community-Based' },
      { classificationId: 4, classificationDescr: 'School-Based' },
    ]);
    expect(employerTypeName('2')).toBe('Institution-Based');
    expect(employerTypeName(5)).toBe('');
  });

  it('holds every qualification with its stipend, ids 1..n', () => {
    const stipends = Object.fromEntries(QUALIFICATIONS.map((row) => [row.name, row.stipend]));
    expect(stipends).toEqual({
      CVQ: 2750,
      CXC: 2750,
      NVQ: 2750,
      Secondary: 2750,
      Primary: 2750,
      'Certificate Level 1': 2750,
      Technical: 3960,
      'A Levels': 3960,
      CAPE: 3960,
      'Certificate Level 2': 3960,
      Diploma: 3960,
      Tertiary: 3960,
      'Associate Degree': 4950,
      'First Degree': 6875,
      'Certificate Level 3': 6875,
      Doctorate: 7920,
      'Masters Degree': 7920,
    });
    expect(QUALIFICATIONS.map((row) => row.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  });

  it('holds the five placement types', () => {
    expect(PLACEMENT_TYPES.map((row) => [row.id, row.name])).toEqual([
      [1, 'First Time'],
      [2, 'Resumption'],
      [3, 'Reapplying'],
      [4, 'Internship'],
      [5, 'Transfer'],
    ]);
    expect(placementTypeName(4)).toBe('Internship');
    expect(placementTypeName(6)).toBe('');
  });
});

describe('person options', () => {
  it('holds the gender and marital codes', () => {
    expect(GENDERS.map((row) => `${row.code} ${row.label}`)).toEqual(['M Male', 'F Female', 'O Other']);
    expect(MARITAL_STATUSES.map((row) => `${row.code} ${row.label}`)).toEqual([
      'S Single',
      'M Married',
      'D Divorced',
      'W Widowed',
    ]);
    expect(genderLabel('F')).toBe('Female');
    expect(maritalStatusLabel('W')).toBe('Widowed');
    expect(genderLabel('X')).toBe('');
  });

  it('offers Retired at sign-up only', () => {
    expect(EMPLOYMENT_STATUSES).toEqual(['Employed', 'Unemployed', 'Student', 'Self-Employed', 'Retired']);
    expect(PROFILE_EMPLOYMENT_STATUSES).toEqual(['Employed', 'Unemployed', 'Student', 'Self-Employed']);
  });

  it('holds the education levels and disability options', () => {
    expect(EDUCATION_LEVELS).toEqual([
      'Primary',
      'Secondary',
      'High School',
      'Diploma',
      'Bachelor',
      'Master',
      'PhD',
    ]);
    expect(DISABILITY_OPTIONS).toEqual([
      { value: 0, label: 'No Disability' },
      { value: 1, label: 'Has Disability' },
    ]);
    expect(disabilityLabel(1)).toBe('Has Disability');
    expect(disabilityLabel('0')).toBe('No Disability');
  });
});

describe('company options', () => {
  it('maps staff count labels to the values sent', () => {
    expect(STAFF_COUNTS.map((row) => [row.label, row.value])).toEqual([
      ['1-10', 10],
      ['11-50', 50],
      ['51-200', 200],
      ['201-500', 500],
      ['500+', 1000],
    ]);
    expect(staffCountLabel(1000)).toBe('500+');
  });

  it('offers months 1-12 with their names', () => {
    expect(START_MONTHS.map((row) => row.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(13)).toBe('');
  });

  it('offers the current year back to 1900, newest first (issue 30)', () => {
    const years = startYears(new Date('2026-06-15T12:00:00Z'));
    expect(years).toHaveLength(127);
    expect(years[0]).toBe(2026);
    expect(years[1]).toBe(2025);
    expect(years.at(-1)).toBe(1900);
  });

  it('reads the current year in Port of Spain time', () => {
    // 02:00 UTC on 1 January is still 31 December in Port of Spain (UTC-4).
    expect(startYears(new Date('2027-01-01T02:00:00Z'))[0]).toBe(2026);
    expect(startYears(new Date('2027-01-01T05:00:00Z'))[0]).toBe(2027);
  });
});

describe('roles', () => {
  it('maps role ids, missing → learner', () => {
    expect(ROLE_IDS).toEqual({ employer: 1, learner: 2, admin: 3 });
    expect(roleFromRoleId(1)).toBe('employer');
    expect(roleFromRoleId(2)).toBe('learner');
    expect(roleFromRoleId(3)).toBe('admin');
    expect(roleFromRoleId()).toBe('learner');
    expect(roleFromRoleId(9)).toBe('learner');
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
  });

  it('names each role and finds a role by id without a fallback', () => {
    expect(ROLE_NAMES).toEqual({ employer: 'Employer', learner: 'Learner', admin: 'Admin' });
    expect(roleWithId(1)).toBe('employer');
    expect(roleWithId(2)).toBe('learner');
    expect(roleWithId(3)).toBe('admin');
    expect(roleWithId(9)).toBeUndefined();
  });
});
