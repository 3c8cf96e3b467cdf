import { Card, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/** Recharts and the heatmap load only with the trading page's figures (a chunk of their own). */
const EquityCurveLazy = lazy(() =>
  import('./equity-curve').then((m) => ({ default: m.EquityCurve })),
);
const PnlCalendarLazy = lazy(() =>
  import('./pnl-calendar').then((m) => ({ default: m.PnlCalendar })),
);

const placeholder = (
  <Card withBorder padding="md">
    <Skeleton height={220} />
  </Card>
);

export function LazyEquityCurve(props: ComponentProps<typeof EquityCurveLazy>) {
  return (
    <Suspense fallback={placeholder}>
      <EquityCurveLazy {...props} />
    </Suspense>
  );
}

export function LazyPnlCalendar(props: ComponentProps<typeof PnlCalendarLazy>) {
  return (
    <Suspense fallback={placeholder}>
      <PnlCalendarLazy {...props} />
    </Suspense>
  );
}
