import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts fetching the chunks of the pages the address opens, at start-up: without it the page's
 * chunk is asked for only once the session is known (GET /api/auth/me) and the frame has
 * rendered, one round trip and a render after the first download. A failed preload is left to
 * the page's own load, which shows the error page.
 */
export function preloadPagesOf(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) preloadElement(route.element);
}

/** The element's own chunk, and those of the elements it wraps (<RequireAuth><AppFrame/>…). */
function preloadElement(element: unknown): void {
  if (!isValidElement<{ children?: unknown }>(element)) return;
  const preload = (element.type as { preload?: () => Promise<unknown> }).preload;
  preload?.().catch(() => undefined);
  preloadElement(element.props.children);
}
