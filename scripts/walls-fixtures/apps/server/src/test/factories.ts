export const createA = (db: any) => db.insertInto('a').values({ id: 1 }).execute();
