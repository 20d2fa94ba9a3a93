import './app/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { HistoryRouter } from './app/history-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

// The same browser history <BrowserRouter> creates for itself (react-router exports it as UNSAFE_).
const history = createBrowserHistory({ v5Compat: true });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>
  </StrictMode>,
);
