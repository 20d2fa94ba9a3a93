import { useC } from '../c/c-service.ts';

export const reset = (db: any) => db.deleteFrom('a').execute().then(() => useC(db));
