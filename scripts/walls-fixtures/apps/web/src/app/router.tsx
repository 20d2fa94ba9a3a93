import { XPage } from '../features/x/x-page.tsx';
import { YPage } from '../features/y/y-page.tsx';

export const routes = [XPage, YPage];
