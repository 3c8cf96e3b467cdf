/** The trading area's own messages (BUS_004 reasons): English here, translated by reason. */
export const TRADE_MESSAGES = {
  exitExceedsOpen: 'An exit cannot be larger than the open quantity',
  entryAfterExit: 'A trade that is flat is closed: record a new trade for a new position',
  noEntry: 'A trade needs an entry before any exit',
  missingRate:
    'No exchange rate converts the trade currency into the account currency on that day: add one under Settings, Exchange rates',
  fillsThroughFills: 'Change the fills of a trade through its fills',
  symbolMismatch: 'Symbol must match the address',
  // An imported file's lines (Ghostfolio, OFX investment statements), each a line's error.
  sellBeyondPosition:
    'This sale is larger than the position the account holds in the security at that time (or it holds none): it is not booked',
  activityCurrency:
    'This activity is in another currency than the account it would be booked into: it is not booked',
  investmentAccountOnly: 'Investment activities are booked into a Stocks or Crypto account',
} as const;
