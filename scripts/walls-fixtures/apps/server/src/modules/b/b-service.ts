import { describeA } from '../a/a-service.ts';

export const describeB = () => describeA;
