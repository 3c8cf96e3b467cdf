import { stripBidiMarks } from '../lib/format';
import { useFormat } from '../lib/use-format';

/**
 * What every chart of money over time shares: lines without dots, a legend, horizontal grid
 * lines, values in the currency in the tooltip and compact on the y axis (without bidi marks, as
 * the axis is drawn left to right). Spread onto a Mantine LineChart or AreaChart.
 */
export function useMoneyChartProps(currency: string) {
  const format = useFormat();
  return {
    withDots: false,
    withLegend: true,
    gridAxis: 'y',
    valueFormatter: (v: number) => format.money(v, currency),
    yAxisProps: {
      width: 80,
      tickFormatter: (v: number) => stripBidiMarks(format.moneyCompact(v, currency)),
    },
  } as const;
}
