/** The real-estate area's own messages (BUS_004 reasons and field errors): translated by key. */
export const REAL_ESTATE_MESSAGES = {
  propertyHasEntries:
    'The property has income, expenses or loans: delete it with everything in it (cascade)',
} as const;

/** Field errors of the area that SPEC does not word, in the style of its rules. */
export const REAL_ESTATE_FIELD_MESSAGES = {
  saleBeforePurchase: 'Sale date must be on or after the purchase date',
  accountCurrency: (currency: string) =>
    `Account currency must be ${currency}, the property's currency`,
  currencyLocked: 'The currency cannot change once the property has valuations or entries',
} as const;
