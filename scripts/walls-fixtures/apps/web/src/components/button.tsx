import { label } from '../lib/format.ts';

export const Button = () => label('Go');
