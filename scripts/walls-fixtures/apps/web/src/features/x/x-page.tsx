import { Leaf } from './deep/deeper/deepest/further/leaf.tsx';

export const XPage = () => Leaf();
