import { routes } from '../app/router.tsx';

export const renderApp = () => routes;
