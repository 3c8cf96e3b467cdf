import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part the app can live without (the toasts' and dialogs' providers, the phone
 * menu): a chunk that fails to load (a flaky phone network, a deploy between the page and its
 * chunk) is fetched once more after `retryMs`, and if that fails too the part renders nothing —
 * a rejected lazy() would throw to the root and blank the whole app.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryMs = 1000,
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      try {
        return { default: await load() };
      } catch {
        const Nothing: ComponentType<P> = () => null;
        return { default: Nothing };
      }
    }
  });
}
