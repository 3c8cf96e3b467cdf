// Statement files (OFX/QFX, QIF, CAMT.053) and other apps' investment activity, read into one shape.
export * from './statement.js';
export * from './markup.js';
export * from './camt.js';
export * from './decode.js';
export * from './detect.js';
export * from './qif.js';
export * from './ghostfolio.js';
export * from './ofx.js';
export * from './ofx-invest.js';
export * from './read.js';
// The web shows a QIF date of the file read each way, as the server would read it.
export { cutQifDate, readQifDate, type QifDateText } from './qif-dates.js';
