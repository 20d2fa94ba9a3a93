import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext({ freshEachTest: false });

const get = async (path: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Common/${path}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('lookups', () => {
  it('answers the one country, Trinidad and Tobago, id 175', async () => {
    expect(await get('getCountries')).toEqual([{ id: 175, name: 'Trinidad and Tobago' }]);
  });

  it('answers the spec 30 cities with their ids, then the other towns from 31 on (issue 30)', async () => {
    const cities = await get('getCities');
    expect(cities.length).toBeGreaterThan(30);
    expect(cities[0]).toEqual({ id: 1, name: 'Port of Spain' });
    expect(cities.find((c: { id: number }) => c.id === 14).name).toBe('Chaguanas');
    expect(cities[29]).toEqual({ id: 30, name: 'Icacos' });
    expect(cities[30]).toEqual({ id: 31, name: 'Sangre Grande' });
    expect(cities.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Laventille', 'Maraval']),
    );
  });

  it('answers 46 sectors as sectorId and sector, with the ids the spec gives', async () => {
    const sectors: { sectorId: number; sector: string }[] = await get('getSectors');
    expect(sectors).toHaveLength(46);
    expect(new Set(sectors.map((s) => s.sectorId))).toEqual(
      new Set(Array.from({ length: 46 }, (_, i) => i + 1)),
    );
    const byId = new Map(sectors.map((s) => [s.sectorId, s.sector]));
    expect(byId.get(1)).toBe('Agriculture Industry');
    expect(byId.get(4)).toBe('Information Technology');
    expect(byId.get(5)).toBe('Health');
    expect(byId.get(22)).toBe('Tourism and Hospitality');
    expect(byId.get(46)).toBe('National Apprenticeship Service (NAS)');
    const names = sectors.map((s) => s.sector);
    for (const named of [
      'Business Services',
      'Construction',
      'Manufacturing Industry',
      'OJT Digital',
      'OJT Airport',
    ]) {
      expect(names).toContain(named);
    }
  });

  it('answers the 4 employer types as classificationId and classificationDescr', async () => {
    expect(await get('getEmployerType')).toEqual([
      { classificationId: 1, classificationDescr: 'Enterprise-Based' },
      { classificationId: 2, classificationDescr: 'Institution-Based' },
      { classificationId: 3, classificationDescr: 'Community-Based' },
      { classificationId: 4, classificationDescr: 'School-Based' },
    ]);
  });

  it('answers qualifications with their stipends', async () => {
    const quals: { name: string; stipend: number }[] = await get('getQualifications');
    const stipend = (name: string) => quals.find((q) => q.name === name)?.stipend;
    expect(stipend('CVQ')).toBe(2750);
    expect(stipend('Diploma')).toBe(3960);
    expect(stipend('Associate Degree')).toBe(4950);
    expect(stipend('First Degree')).toBe(6875);
    expect(stipend('Doctorate')).toBe(7920);
  });
});
