import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAreaTexts, type TextArea } from '../lib/i18n';

/** A page component that can start fetching its chunk before it renders. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit (its own bundle chunk): charts, the virtual list and the import
 * wizard stay out of the first download. `pick` names the page's named export. The page styles
 * (page-styles.ts) come with the page, so they are out of the first download too. `preload`
 * starts the download early (preloadPagesOf, at start-up and on each navigation) and is the same
 * promise `lazy` awaits. `fallback` is what shows while the chunk loads (a spinner in the content).
 * `texts` are the areas whose texts the page shows (ADR 0030): fetched alongside its chunk, and
 * the page renders only once both are in, so it never shows a key.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  {
    fallback = (
      <Center py="xl">
        <Loader />
      </Center>
    ),
    texts,
  }: { fallback?: ReactNode; texts?: readonly TextArea[] } = {},
): LazyPageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./page-styles'), texts && loadAreaTexts(texts)]).then(
      ([m]) => ({ default: pick(m) }),
    ));
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
