/**
 * QIF amounts as the writing program formatted them: `-1,234.56` (US), `-1.234,56` or `-12,50`
 * (German, French), `1 234,56`, with a `$` or `€` now and then. Read as text into the statement's
 * decimal form ("-1234.56"), never through a float.
 */

export type DecimalMark = '.' | ',';

interface Shape {
  sign: '' | '-';
  body: string;
}

/** Sign and digits-with-separators, without spaces or currency signs; null when not a number. */
function shapeOf(text: string): Shape | null {
  // Spaces (also no-break ones) group thousands in French; currency signs are decoration.
  const compact = text.replace(/[\s\u00a0\u202f$€£]/g, '');
  const m = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!m?.[2] || !/\d/.test(m[2])) return null;
  return { sign: m[1] === '-' ? '-' : '', body: m[2] };
}

/**
 * One separator followed by exactly three digits after a 1–3 digit non-zero group (`1,234`,
 * `12.500`) reads both ways: thousands, or three decimals. Only these need the file's help.
 */
function isAmbiguous(body: string): boolean {
  return /^[1-9]\d{0,2}[.,]\d{3}$/.test(body);
}

/** The decimal mark an amount shows beyond doubt, or null (no separator, or ambiguous). */
export function decimalMarkOf(text: string): DecimalMark | null {
  const shape = shapeOf(text);
  if (!shape || isAmbiguous(shape.body)) return null;
  const { body } = shape;
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return null;
  const mark = body[last] as DecimalMark;
  const other: DecimalMark = mark === '.' ? ',' : '.';
  // `1.234.567` repeats its separator, so that one groups thousands and the other is decimal.
  if (!body.includes(other) && body.indexOf(mark) !== last) return other;
  return mark;
}

/**
 * An amount in the statement's decimal form ("-1234.56"), or null when the text is not one.
 * The decimal mark is the last separator, unless that separator occurs more than once (then it
 * groups thousands) or the amount is ambiguous (`1,234`): then `fileMark`, the mark the file's
 * other amounts show, decides, and without one it is taken as grouping thousands (`1,234` →
 * 1234, the common case in money with two decimals). Digits after the mark are kept as
 * written ("12,50" → "12.50"); a minus on zero is dropped.
 */
export function parseQifAmount(text: string, fileMark: DecimalMark | null = null): string | null {
  const shape = shapeOf(text);
  if (!shape) return null;
  const { body } = shape;
  let mark: DecimalMark | null;
  if (isAmbiguous(body)) mark = fileMark === body[body.search(/[.,]/)] ? fileMark : null;
  else mark = decimalMarkOf(body);
  const point = mark === null ? -1 : body.lastIndexOf(mark);
  const intText = point < 0 ? body : body.slice(0, point);
  const fraction = point < 0 ? '' : body.slice(point + 1);
  // The grouping separator is the other one; the fraction must not hold any separator.
  if (/[.,]/.test(fraction)) return null;
  if (mark !== null && intText.includes(mark)) return null;
  const digits = intText.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '') || '0';
  const plain = fraction === '' ? digits : `${digits}.${fraction}`;
  const isZero = !/[1-9]/.test(plain);
  return isZero ? plain : `${shape.sign}${plain}`;
}
