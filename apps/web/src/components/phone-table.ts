import classes from './phone-table.module.css';

/**
 * The class of a table that becomes one card per row on a phone (phone-table.module.css): give
 * the Table this class and each Td `data-label` (its column's heading), or `data-actions` for a
 * cell of buttons. On wider screens it stays a table, in a ScrollRegion when it is wide.
 */
export const PHONE_CARDS = classes.cards;
