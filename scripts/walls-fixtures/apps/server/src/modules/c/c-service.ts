import { findA } from '../a/a-repository.ts';

export const useC = (db: unknown) => findA(db);
