import { isIsoDate, isIsoDateTime } from '../validation/formats.js';
import { child, type MarkupElement } from './markup.js';
import { StatementError } from './statement.js';

/**
 * The leaf values of a CAMT message (amounts, credit/debit, dates), read strictly: a value the
 * message definitions do not allow is a StatementError naming its line and element, because a
 * guessed amount or day books money wrongly where nobody looks.
 */

/**
 * ISO 20022 amounts (ActiveOrHistoricCurrencyAndAmount) are unsigned decimals with a point; the
 * direction lives in CdtDbtInd. XML decimal also allows "+1", "1." and ".5", which we normalise.
 * A minus or a decimal comma is refused: the schema forbids it, and guessing its meaning could
 * flip a payment's direction.
 */
const AMOUNT = /^\+?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/** The unsigned amount an `Amt` element holds, as written (a leading "+" or bare point tidied). */
export function readAmount(el: MarkupElement): string {
  const m = AMOUNT.exec(el.text);
  if (!m) {
    throw new StatementError(
      `The amount "${el.text}" is not an ISO 20022 amount (digits, a point, no sign).`,
      el.line,
      el.name,
    );
  }
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? m[3] ?? '';
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

const isZero = (amount: string) => /^[0.]*$/.test(amount);

/** An unsigned amount made negative when it is money out; zero never gets a minus. */
export function signed(amount: string, debit: boolean): string {
  return debit && !isZero(amount) ? `-${amount}` : amount;
}

export type Direction = 'CRDT' | 'DBIT';

/** The `CdtDbtInd` child of `owner`: undefined when absent, an error when it is another word. */
export function readDirection(owner: MarkupElement): Direction | undefined {
  const el = child(owner, 'CdtDbtInd');
  if (!el) return undefined;
  if (el.text === 'CRDT' || el.text === 'DBIT') return el.text;
  throw new StatementError(
    `CdtDbtInd is "${el.text}"; ISO 20022 allows only CRDT or DBIT.`,
    el.line,
    el.name,
  );
}

/**
 * The calendar day of a DateAndDateTimeChoice (`BookgDt`, a balance's `Dt`): `Dt` as is, or the
 * date part of `DtTm` as the bank wrote it. The bank's own day is what its statement and its
 * balances count by, so the time zone offset is not applied.
 */
export function readDay(choice: MarkupElement): string {
  const dt = child(choice, 'Dt');
  if (dt) {
    if (isIsoDate(dt.text)) return dt.text;
    throw new StatementError(`"${dt.text}" is not a date (YYYY-MM-DD).`, dt.line, dt.name);
  }
  const dtTm = child(choice, 'DtTm');
  if (dtTm) {
    if (isIsoDateTime(dtTm.text)) return dtTm.text.slice(0, 10);
    throw new StatementError(
      `"${dtTm.text}" is not a date and time (YYYY-MM-DDThh:mm:ss).`,
      dtTm.line,
      dtTm.name,
    );
  }
  throw new StatementError(
    `<${choice.name}> holds neither <Dt> nor <DtTm>.`,
    choice.line,
    choice.name,
  );
}

/** A required child that is missing: the error names the element that should hold it. */
export function missing(owner: MarkupElement, what: string, name: string): StatementError {
  return new StatementError(
    `${what} on line ${owner.line} has no <${name}>.`,
    owner.line,
    owner.name,
  );
}

/** Text that stands for "no value" in payment references (pain.001 requires an EndToEndId). */
export const NOT_PROVIDED = 'NOTPROVIDED';
