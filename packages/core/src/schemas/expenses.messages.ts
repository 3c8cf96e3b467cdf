/**
 * Messages of the expenses area beyond the generic rules; the web translates by reason.
 * Apart from the schemas (expenses.ts) so that the English texts load without zod.
 */
export const EXPENSE_MESSAGES = {
  categoryInUse: 'The category is in use: choose a category to replace it with',
  replaceWithItself: 'A category cannot be replaced with itself',
  replaceKindMismatch: 'The replacement must be a category of the same kind',
  categoryNameTaken: 'A category with this name already exists',
  notAnOccurrence: 'The date is not an occurrence of this recurring item',
  occurrenceSkipped: 'This occurrence is skipped',
  occurrencePosted: 'This occurrence is already posted',
  tooManyRecurring: 'You can keep at most 200 recurring items',
  tooManyOccurrences: 'This range holds more than 20,000 occurrences: choose a shorter one',
  categoryNotFound: 'There is no category of this name: add it under Categories first',
} as const;
export type ExpenseReason = keyof typeof EXPENSE_MESSAGES;

/** The 404 of a budget for a name the user's list lacks: the envelope's message names it. */
export const categoryNotFoundMessage = (name: string) =>
  `There is no category “${name}”: add it under Categories first`;
