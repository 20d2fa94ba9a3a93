// Reads through the repository, never db.selectFrom('a') here.
import { findA } from './a-repository.ts';
import { describeB } from '../b/b-service.ts';

export const describeA = (db: unknown) => ({ a: findA(db), b: describeB });
