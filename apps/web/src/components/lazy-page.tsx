import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page loaded on first visit (its own bundle chunk): charts, the virtual list and the import
 * wizard stay out of the first download. `pick` names the page's named export.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
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
