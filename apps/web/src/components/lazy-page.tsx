import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page loaded on first visit (its own bundle chunk): charts, the virtual list and the import
 * wizard stay out of the first download. `pick` names the page's named export. The page styles
 * (page-styles.ts) come with the page, so they are out of the first download too.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() =>
    Promise.all([load(), import('./page-styles')]).then(([m]) => ({
      default: pick(m),
    })),
  );
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
