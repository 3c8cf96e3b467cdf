/** The fields of the property form, in the order their errors are matched. */
export const FIELDS = [
  'name',
  'kind',
  'address',
  'currency',
  'purchaseDate',
  'purchasePrice',
  'purchaseCosts',
  'ownershipPct',
  'monthlyRent',
  'vacancyPct',
  'saleDate',
  'salePrice',
  'notes',
] as const;
export type Field = (typeof FIELDS)[number];

/** A NumberInput's value: a number, or '' while empty. */
export type Num = number | string;

export const orEmpty = (v: number | null | undefined): Num =>
  v === null || v === undefined ? '' : v;
