import { createBrowserRouter } from 'react-router';
import { preloadPagesOf } from './preload-route';
import { routes } from './routes';

/** The browser router of the running app; tests build a memory router from the same `routes`. */
export const router = createBrowserRouter(routes);
preloadPagesOf(routes, window.location.pathname);
// And on each navigation, so a lazy layout (the frame after sign-in, settings) and its page are
// fetched side by side rather than one after the other. A chunk already asked for is not refetched.
router.subscribe((state) => preloadPagesOf(routes, state.location.pathname));
