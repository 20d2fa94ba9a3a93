export const countA = (db: any) => db.selectFrom('a').select('id').execute();
