import { describe, expect, it } from 'vitest';
import {
  learnerApplicationsQuerySchema,
  learnerOpenJobsPageQuerySchema,
  learnerOpenJobsQuerySchema,
  updateLearnerProfileBodySchema,
  withdrawApplicationParamsSchema,
} from '../index.ts';

const profile = {
  learnerID: 'kp1234',
  firstName: 'Kavita',
  lastName: 'Persad',
  phoneMobile: '868-555-0199',
  emailPersonal: 'kavita@example.com',
  nationalId: '19990514001',
};

const messages = (input: unknown) =>
  updateLearnerProfileBodySchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('learner API requests', () => {
  it('reads Sectors 0 or absent as all sectors, 1-46 as a sector, anything else as invalid', () => {
    expect(learnerOpenJobsQuerySchema.parse({})).toEqual({ Sectors: undefined });
    expect(learnerOpenJobsQuerySchema.parse({ Sectors: '0' })).toEqual({ Sectors: undefined });
    expect(learnerOpenJobsQuerySchema.parse({ Sectors: '46' })).toEqual({ Sectors: 46 });
    for (const Sectors of ['47', 'x', '-3', '1.5'])
      expect(learnerOpenJobsQuerySchema.safeParse({ Sectors }).success).toBe(false);
    expect(learnerOpenJobsPageQuerySchema.parse({})).toEqual({
      Keyword: '',
      State: '',
      page: 1,
      pageSize: 20,
    });
    expect(learnerOpenJobsPageQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('needs an ID to list applications and a placement id to withdraw', () => {
    expect(learnerApplicationsQuerySchema.safeParse({}).success).toBe(false);
    expect(learnerApplicationsQuerySchema.parse({ ID: ' kp1234 ' })).toEqual({ ID: 'kp1234' });
    expect(withdrawApplicationParamsSchema.parse({ ID: '12' })).toEqual({ ID: 12 });
    expect(withdrawApplicationParamsSchema.safeParse({ ID: '0' }).success).toBe(false);
  });

  it('takes the Edit Profile payload with its four lists: arrays replace, null or absent keep', () => {
    const parsed = updateLearnerProfileBodySchema.parse({
      ...profile,
      lstQualification: [
        { id: 7, qualificationType: 'CVQ', certificateName: 'IT Support', yearObtained: '2021' },
      ],
      lstIds: null,
    });
    expect(parsed.lstQualification).toEqual([
      {
        qualificationType: 'CVQ',
        certificateName: 'IT Support',
        institution: '',
        yearObtained: 2021,
        description: '',
      },
    ]);
    expect(parsed.lstIds).toBeNull();
    expect(parsed.lstExp).toBeUndefined();
  });

  it("refuses what the spec's rules refuse, with their messages", () => {
    expect(messages({ ...profile, learnerID: '' })).toEqual([
      ['learnerID', 'User ID not found. Please log in again.'],
    ]);
    expect(messages({ ...profile, nationalId: '' })).toEqual([
      ['passportNo', expect.stringContaining('At least one identification field is required')],
    ]);
    expect(messages({ ...profile, learnerStatus: 1 })).toEqual([['', 'Unknown field: learnerStatus']]);
    expect(messages({ ...profile, lstRef: Array.from({ length: 21 }, () => ({ name: 'A' })) })).toEqual([
      ['lstRef', 'Add at most 20 references.'],
    ]);
    expect(
      messages({
        ...profile,
        lstIds: [
          {
            identificationType: 'Permit',
            identificationNumber: 'P1',
            issueDate: '2024-01-01',
            expiryDate: '2023-01-01',
          },
        ],
        lstExp: [{ company: '', position: 'Clerk' }],
      }),
    ).toEqual([
      ['lstIds.0.expiryDate', 'Expiry date must be after the issue date'],
      ['lstExp.0.company', 'Company is required'],
    ]);
  });
});
