import './app/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { HistoryRouter } from './app/history-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

// The same browser history <BrowserRouter> creates for itself (react-router exports it as UNSAFE_).
const history = createBrowserHistory({ v5Compat: true });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <AppProvider>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>
  </StrictMode>
);

// A public page arrives rendered at build time (entry-server.tsx): React adopts its HTML. Every other
// page arrives as the empty shell and is rendered here.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
