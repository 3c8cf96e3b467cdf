// Statement files (OFX/QFX, QIF, CAMT.053) and other apps' investment activity, read into one shape.
export * from './statement.js';
export * from './ofx.js';
export * from './ofx-invest.js';
