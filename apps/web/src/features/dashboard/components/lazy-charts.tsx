import { Card, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Recharts is the heaviest dependency of the app: it loads only once there are figures to draw,
 * so a new user's empty dashboard (and every other page) never downloads it.
 */
const NetworthChartLazy = lazy(() =>
  import('./networth-chart').then((m) => ({ default: m.NetworthChart })),
);
const AllocationCardLazy = lazy(() =>
  import('./allocation-card').then((m) => ({ default: m.AllocationCard })),
);

const placeholder = (height: number) => (
  <Card withBorder padding="md">
    <Skeleton height={height} />
  </Card>
);

export function LazyNetworthChart(props: ComponentProps<typeof NetworthChartLazy>) {
  return (
    <Suspense fallback={placeholder(320)}>
      <NetworthChartLazy {...props} />
    </Suspense>
  );
}

export function LazyAllocationCard(props: ComponentProps<typeof AllocationCardLazy>) {
  return (
    <Suspense fallback={placeholder(180)}>
      <AllocationCardLazy {...props} />
    </Suspense>
  );
}
