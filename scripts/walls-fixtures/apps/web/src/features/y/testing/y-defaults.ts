import { fetchY } from '../y-api.ts';

export const yDefaults = { y: fetchY() };
