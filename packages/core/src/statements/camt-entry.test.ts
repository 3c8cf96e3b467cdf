import { describe, expect, it } from 'vitest';
import { readEntry } from './camt-entry.js';
import { drain, type MarkupElement, walkMarkup } from './markup.js';
import type { StatementError, StatementLine } from './statement.js';

/** The first `Ntry` of a snippet, as the CAMT reader hands it over (lines count from 1). */
function ntry(xml: string): MarkupElement {
  let found: MarkupElement | undefined;
  drain(
    walkMarkup(xml, {
      collect: (n) => n === 'Ntry',
      element: (el) => (found ??= el.name === 'Ntry' ? el : undefined),
    }),
  );
  if (!found) throw new Error('no Ntry in the snippet');
  return found;
}

const lines = (xml: string) => readEntry(ntry(xml)) as StatementLine[];
const one = (xml: string) => {
  const got = lines(xml);
  expect(got).toHaveLength(1);
  return got[0]!;
};

const base: StatementLine = {
  line: 1,
  bankId: null,
  date: '2023-01-31',
  amount: '0',
  payee: null,
  memo: null,
  category: null,
  transferAccount: null,
  checkNumber: null,
  bankType: null,
  splits: [],
};

/** An entry of .001.02 shape; `inner` goes after BookgDt. */
const entry = (amt: string, cd: string, inner = '', sts = '<Sts>BOOK</Sts>') =>
  `<Ntry><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${cd}</CdtDbtInd>${sts}` +
  `<BookgDt><Dt>2023-01-31</Dt></BookgDt>${inner}</Ntry>`;

/** Both parties of a payment: the account holder and the other side. */
const PARTIES =
  '<RltdPties><Dbtr><Nm>Anna Alt</Nm></Dbtr><Cdtr><Nm>Bernd Bau</Nm></Cdtr></RltdPties>';
const details = (tx: string) => `<NtryDtls><TxDtls>${tx}</TxDtls></NtryDtls>`;

const fails = (xml: string, fields: { line: number; element: string }, message: RegExp) => {
  expect(() => readEntry(ntry(xml))).toThrow(expect.objectContaining(fields) as StatementError);
  expect(() => readEntry(ntry(xml))).toThrow(message);
};

describe('readEntry: status', () => {
  it('books a BOOK entry, in the plain .001.02 form and the .001.08 <Cd> form', () => {
    expect(one(entry('12.50', 'CRDT'))).toEqual({ ...base, amount: '12.50' });
    expect(one(entry('12.50', 'CRDT', '', '<Sts><Cd>BOOK</Cd></Sts>'))).toEqual({
      ...base,
      amount: '12.50',
    });
  });

  it('skips PDNG, INFO and other statuses with the reason, unread (no BookgDt needed)', () => {
    const pending = '<Ntry>\n<Amt Ccy="EUR">5</Amt><CdtDbtInd>DBIT</CdtDbtInd>\n';
    expect(readEntry(ntry(`${pending}<Sts>PDNG</Sts></Ntry>`))).toEqual({
      line: 1,
      reason: 'pending (Sts PDNG): not booked yet',
    });
    expect(readEntry(ntry(`\n${pending}<Sts><Cd>INFO</Cd></Sts></Ntry>`))).toEqual({
      line: 2,
      reason: 'for information only (Sts INFO): not booked',
    });
    expect(readEntry(ntry('<Ntry><Sts><Prtry>HELD</Prtry></Sts></Ntry>'))).toEqual({
      line: 1,
      reason: 'status "HELD": not booked',
    });
  });

  it('refuses an entry without Sts: booked or not cannot be told', () => {
    fails('<Ntry><Amt>1</Amt></Ntry>', { line: 1, element: 'Ntry' }, /has no <Sts>/);
  });
});

describe('readEntry: amount, direction, date', () => {
  it('signs by CdtDbtInd: DBIT is money out, CRDT money in, zero never negative', () => {
    expect(one(entry('250.70', 'DBIT')).amount).toBe('-250.70');
    expect(one(entry('250.70', 'CRDT')).amount).toBe('250.70');
    expect(one(entry('0.00', 'DBIT')).amount).toBe('0.00');
  });

  it('tidies what XML decimals allow: "+5", ".5", "5."', () => {
    expect(one(entry('+5', 'DBIT')).amount).toBe('-5');
    expect(one(entry('.5', 'CRDT')).amount).toBe('0.5');
    expect(one(entry('5.', 'CRDT')).amount).toBe('5');
  });

  it('refuses a signed, comma or empty amount, naming the Amt line', () => {
    const at = (amt: string) => `<Ntry>\n<Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>DBIT</CdtDbtInd>
<Sts>BOOK</Sts><BookgDt><Dt>2023-01-31</Dt></BookgDt></Ntry>`;
    fails(at('12,50'), { line: 2, element: 'Amt' }, /"12,50" is not an ISO 20022 amount/);
    fails(at('-12.50'), { line: 2, element: 'Amt' }, /"-12.50"/);
    fails(at(''), { line: 2, element: 'Amt' }, /"" is not/);
  });

  it('takes the date part of BookgDt/DtTm as the bank wrote it', () => {
    const xml = entry('1', 'CRDT').replace(
      '<Dt>2023-01-31</Dt>',
      '<DtTm>2023-02-01T23:30:00-05:00</DtTm>',
    );
    expect(one(xml).date).toBe('2023-02-01');
  });

  it('refuses a day that does not exist, or a DtTm without time', () => {
    const bad = '<Ntry><Amt>1</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>\n<BookgDt>';
    fails(`${bad}<Dt>2023-02-30</Dt></BookgDt></Ntry>`, { line: 2, element: 'Dt' }, /"2023-02-30"/);
    fails(`${bad}<DtTm>2023-02-01</DtTm></BookgDt></Ntry>`, { line: 2, element: 'DtTm' }, /time/);
    fails(`${bad}</BookgDt></Ntry>`, { line: 2, element: 'BookgDt' }, /neither <Dt> nor <DtTm>/);
  });

  it('refuses a booked entry without Amt, CdtDbtInd or BookgDt, naming the entry', () => {
    const sts = '<Sts>BOOK</Sts>';
    const day = '<BookgDt><Dt>2023-01-31</Dt></BookgDt>';
    const at = { line: 2, element: 'Ntry' };
    fails(`\n<Ntry><CdtDbtInd>DBIT</CdtDbtInd>${sts}${day}</Ntry>`, at, /line 2 has no <Amt>/);
    fails(`\n<Ntry><Amt>1</Amt>${sts}${day}</Ntry>`, at, /has no <CdtDbtInd>/);
    fails(`\n<Ntry><Amt>1</Amt><CdtDbtInd>DBIT</CdtDbtInd>${sts}</Ntry>`, at, /no <BookgDt>/);
    fails(
      '<Ntry><Amt>1</Amt><CdtDbtInd>DEBIT</CdtDbtInd></Ntry>'.replace('</Ntry>', `${sts}</Ntry>`),
      { line: 1, element: 'CdtDbtInd' },
      /"DEBIT"; ISO 20022 allows only CRDT or DBIT/,
    );
  });
});

describe('readEntry: counterparty, memo, references, type', () => {
  it('names the creditor for money out and the debtor for money in', () => {
    expect(one(entry('10', 'DBIT', details(PARTIES))).payee).toBe('Bernd Bau');
    expect(one(entry('10', 'CRDT', details(PARTIES))).payee).toBe('Anna Alt');
  });

  it('reads .001.08 parties (Pty/Nm), falls back to the ultimate party, never to the other side', () => {
    const v08 =
      '<RltdPties><Dbtr><Pty><Nm>Anna Alt</Nm></Pty></Dbtr>' +
      '<Cdtr><Pty><Nm>Bäckerei Müller – €-Konto</Nm></Pty></Cdtr></RltdPties>';
    expect(one(entry('10', 'DBIT', details(v08))).payee).toBe('Bäckerei Müller – €-Konto');
    const ultimate = '<RltdPties><UltmtCdtr><Nm>Stadtwerke Köln</Nm></UltmtCdtr></RltdPties>';
    expect(one(entry('10', 'DBIT', details(ultimate))).payee).toBe('Stadtwerke Köln');
    const onlyDebtor = '<RltdPties><Dbtr><Nm>Anna Alt</Nm></Dbtr></RltdPties>';
    expect(one(entry('10', 'DBIT', details(onlyDebtor))).payee).toBeNull();
  });

  it('joins Ustrd lines with a space; AddtlNtryInf is the memo only without remittance', () => {
    const rmt =
      '<RmtInf><Ustrd>Rechnung 4711 vom</Ustrd><Ustrd>15.01.2023 Kd-Nr 99</Ustrd></RmtInf>';
    const info = '<AddtlNtryInf>SEPA-Überweisung</AddtlNtryInf>';
    expect(one(entry('10', 'DBIT', details(rmt) + info)).memo).toBe(
      'Rechnung 4711 vom 15.01.2023 Kd-Nr 99',
    );
    expect(one(entry('10', 'DBIT', info)).memo).toBe('SEPA-Überweisung');
  });

  it('reads a structured creditor reference, after the Ustrd text, each text once', () => {
    const strd = (ustrd: string) =>
      details(
        `<RmtInf>${ustrd}<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp>` +
          '<Ref>210000000003139471430009017</Ref></CdtrRefInf>' +
          '<AddtlRmtInf>Auftrag 17</AddtlRmtInf></Strd></RmtInf>',
      );
    expect(one(entry('10', 'DBIT', strd(''))).memo).toBe('210000000003139471430009017 Auftrag 17');
    expect(one(entry('10', 'DBIT', strd('<Ustrd>Auftrag 17</Ustrd>'))).memo).toBe(
      'Auftrag 17 210000000003139471430009017',
    );
  });

  it('falls back to AddtlTxInf, then the EndToEndId unless NOTPROVIDED', () => {
    const refs = (e2e: string) => details(`<Refs><EndToEndId>${e2e}</EndToEndId></Refs>`);
    expect(one(entry('10', 'DBIT', refs('E2E-2023-17'))).memo).toBe('E2E-2023-17');
    expect(one(entry('10', 'DBIT', refs('NOTPROVIDED'))).memo).toBeNull();
    const tx = details(
      '<Refs><EndToEndId>E2E-1</EndToEndId></Refs><AddtlTxInf>Dauerauftrag</AddtlTxInf>',
    );
    expect(one(entry('10', 'DBIT', tx)).memo).toBe('Dauerauftrag');
  });

  it("takes AcctSvcrRef as bankId, else the transaction's own, else NtryRef, else null", () => {
    const own = details('<Refs><AcctSvcrRef>TX-1</AcctSvcrRef></Refs>');
    expect(one(entry('1', 'DBIT', `<AcctSvcrRef>NT-1</AcctSvcrRef>${own}`)).bankId).toBe('NT-1');
    expect(one(entry('1', 'DBIT', own)).bankId).toBe('TX-1');
    expect(one(`<Ntry><NtryRef>7</NtryRef>${entry('1', 'DBIT').slice(6)}`).bankId).toBe('7');
    expect(one(entry('1', 'DBIT')).bankId).toBeNull();
  });

  it('writes the ISO bank transaction code as Domain/Family/SubFamily, else the proprietary code', () => {
    const iso =
      '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn>' +
      '<Prtry><Cd>NTRF+166+9310</Cd><Issr>DK</Issr></Prtry></BkTxCd>';
    expect(one(entry('1', 'CRDT', iso)).bankType).toBe('PMNT/RCDT/ESCT');
    const dk = '<BkTxCd><Prtry><Cd>NDDT+105</Cd><Issr>DK</Issr></Prtry></BkTxCd>';
    expect(one(entry('1', 'DBIT', dk)).bankType).toBe('NDDT+105');
    // The transaction's own code is the more precise one.
    const both =
      iso +
      details(
        '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>SALA</SubFmlyCd></Fmly></Domn></BkTxCd>',
      );
    expect(one(entry('1', 'CRDT', both)).bankType).toBe('PMNT/RCDT/SALA');
  });
});

describe('readEntry: reversals', () => {
  it('keeps the sign of CdtDbtInd (ISO: a CRDT reversal undoes a debit) and names the original side', () => {
    const returned = entry(
      '80.00',
      'CRDT',
      `<AcctSvcrRef>R-1</AcctSvcrRef>${details(PARTIES)}`,
    ).replace('<Sts>', '<RvslInd>true</RvslInd><Sts>');
    // A transfer to Bernd Bau came back: money in, and Bernd Bau is still the other side.
    expect(one(returned)).toEqual({ ...base, bankId: 'R-1', amount: '80.00', payee: 'Bernd Bau' });
    const chargeback = entry('80.00', 'DBIT', details(PARTIES)).replace(
      '<Sts>',
      '<RvslInd>1</RvslInd><Sts>',
    );
    // A direct debit we collected from Anna Alt was returned: money out, Anna Alt the other side.
    expect(one(chargeback)).toMatchObject({ amount: '-80.00', payee: 'Anna Alt' });
    const notReversal = entry('80.00', 'DBIT', details(PARTIES)).replace(
      '<Sts>',
      '<RvslInd>false</RvslInd><Sts>',
    );
    expect(one(notReversal)).toMatchObject({ amount: '-80.00', payee: 'Bernd Bau' });
  });
});
