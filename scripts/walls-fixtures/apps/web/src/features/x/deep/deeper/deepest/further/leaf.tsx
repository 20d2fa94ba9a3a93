import { Button } from '../../../../../../components/button.tsx';
import { fetchX } from '../../../../x-api.ts';
import { fetchY } from '../../../../../y/y-api.ts';

export const Leaf = () => [Button(), fetchX(), fetchY()];
