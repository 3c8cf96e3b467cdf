/**
 * Lets non-React code (the request pipeline, the error toasts) navigate with the app's router.
 * The session provider, which lives inside the router, registers it; before that (or in a bare
 * test) a full-page navigation is the safe fallback.
 */
export interface Navigator {
  navigate: (to: string) => void;
  pathname: () => string;
}

let current: Navigator | null = null;

export function setNavigator(navigator: Navigator | null): void {
  current = navigator;
}

export function navigateTo(to: string): void {
  if (current) current.navigate(to);
  else window.location.assign(to);
}

export function currentPathname(): string {
  return current ? current.pathname() : window.location.pathname;
}

/** A full page reload: the error page's way out (it also fetches a new deploy's files). */
export function reloadPage(): void {
  window.location.reload();
}
