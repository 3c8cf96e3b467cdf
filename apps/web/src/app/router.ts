import { createBrowserRouter } from 'react-router';
import { preloadPagesOf } from './preload-route';
import { routes } from './routes';

/** The browser router of the running app; tests build a memory router from the same `routes`. */
export const router = createBrowserRouter(routes);
preloadPagesOf(routes, window.location.pathname);
