import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A page component that can start fetching its chunk before it renders. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit (its own bundle chunk): charts, the virtual list and the import
 * wizard stay out of the first download. `pick` names the page's named export. The page styles
 * (page-styles.ts) come with the page, so they are out of the first download too. `preload`
 * starts the download early (preloadPagesOf, at start-up and on each navigation) and is the same
 * promise `lazy` awaits. `fallback` is what shows while the chunk loads (a spinner in the content).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  fallback: ReactNode = (
    <Center py="xl">
      <Loader />
    </Center>
  ),
): LazyPageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./page-styles')]).then(([m]) => ({
      default: pick(m),
    })));
  const Page = lazy(preload);
  function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.preload = preload;
  return LazyPage;
}
