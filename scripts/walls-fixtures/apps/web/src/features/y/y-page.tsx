import { fetchY } from './y-api.ts';

export const YPage = () => fetchY();
