/** The colours of chart series on the Expenses page, in order (Mantine theme colours). */
export const SERIES_COLORS = [
  'teal.6',
  'blue.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.6',
  'indigo.6',
] as const;
