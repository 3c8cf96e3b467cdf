/** The trading area's own messages (BUS_004 reasons): English here, translated by reason. */
export const TRADE_MESSAGES = {
  exitExceedsOpen: 'An exit cannot be larger than the open quantity',
  entryAfterExit: 'A trade that is flat is closed: record a new trade for a new position',
  noEntry: 'A trade needs an entry before any exit',
  missingRate:
    'No exchange rate converts the trade currency into the account currency on that day: add one under Settings, Exchange rates',
  fillsThroughFills: 'Change the fills of a trade through its fills',
  symbolMismatch: 'Symbol must match the address',
} as const;
