import { renderApp } from '../../test/render.tsx';
import { yDefaults } from './testing/y-defaults.ts';

export const check = () => [renderApp(), yDefaults];
