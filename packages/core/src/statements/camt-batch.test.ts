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

const line = (fields: Partial<StatementLine>): StatementLine => ({
  line: 1,
  bankId: null,
  date: '2023-01-31',
  amount: '0',
  payee: null,
  memo: null,
  category: null,
  transferAccount: null,
  checkNumber: null,
  bankType: 'PMNT/ICDT/ESCT',
  splits: [],
  ...fields,
});

/** A German "Sammelüberweisung": three transfers booked as one debit of 80.00 (.001.02 shape). */
const batch = (second = '20.00') => `<Ntry>
  <Amt Ccy="EUR">80.00</Amt>
  <CdtDbtInd>DBIT</CdtDbtInd>
  <Sts>BOOK</Sts>
  <BookgDt><Dt>2023-01-31</Dt></BookgDt>
  <ValDt><Dt>2023-02-01</Dt></ValDt>
  <AcctSvcrRef>2023013100042</AcctSvcrRef>
  <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
  <NtryDtls>
    <Btch><NbOfTxs>3</NbOfTxs><TtlAmt Ccy="EUR">80.00</TtlAmt><CdtDbtInd>DBIT</CdtDbtInd></Btch>
    <TxDtls>
      <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
      <AmtDtls><InstdAmt><Amt Ccy="USD">33.00</Amt></InstdAmt><TxAmt><Amt Ccy="EUR">30.00</Amt></TxAmt></AmtDtls>
      <RltdPties><Dbtr><Nm>Anna Alt</Nm></Dbtr><Cdtr><Nm>Jörg Ärmel</Nm></Cdtr></RltdPties>
      <RmtInf><Ustrd>Miete Januar</Ustrd></RmtInf>
    </TxDtls>
    <TxDtls>
      <Refs><AcctSvcrRef>OWN-2</AcctSvcrRef></Refs>
      <AmtDtls><TxAmt><Amt Ccy="EUR">${second}</Amt></TxAmt></AmtDtls>
      <RltdPties><Cdtr><Nm>Ökostrom GmbH</Nm></Cdtr></RltdPties>
    </TxDtls>
    <TxDtls>
      <AmtDtls><TxAmt><Amt Ccy="EUR">30.00</Amt></TxAmt></AmtDtls>
      <RltdPties><Cdtr><Nm>Café €uro</Nm></Cdtr></RltdPties>
    </TxDtls>
  </NtryDtls>
  <AddtlNtryInf>SAMMLER 3 POSTEN</AddtlNtryInf>
</Ntry>`;

describe('readEntry: batch bookings', () => {
  it('is one line per TxDtls, each with its own amount, payee and numbered bankId', () => {
    expect(lines(batch())).toEqual([
      line({
        line: 11,
        bankId: '2023013100042/1',
        amount: '-30.00',
        payee: 'Jörg Ärmel',
        memo: 'Miete Januar',
      }),
      line({
        line: 17,
        bankId: 'OWN-2',
        amount: '-20.00',
        payee: 'Ökostrom GmbH',
        memo: 'SAMMLER 3 POSTEN',
      }),
      line({
        line: 22,
        bankId: '2023013100042/3',
        amount: '-30.00',
        payee: 'Café €uro',
        memo: 'SAMMLER 3 POSTEN',
      }),
    ]);
  });

  it("refuses parts that do not sum to the entry, naming the entry's line", () => {
    const wrong = () => readEntry(ntry(`\n\n${batch('25.00')}`));
    expect(wrong).toThrow(
      expect.objectContaining({
        line: 3,
        element: 'Ntry',
        message: 'The batch entry on line 3: its 3 parts sum to -85.00, the entry to -80.00.',
      }) as StatementError,
    );
  });

  it('reads .001.08 parts: TxDtls/Amt and their own CdtDbtInd (a settlement less its fee)', () => {
    const v08 = `<Ntry><Amt Ccy="CHF">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2023-01-31</Dt></BookgDt><NtryRef>9</NtryRef>
<NtryDtls><TxDtls><Amt Ccy="CHF">120.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>Kundin Zoë</Nm></Pty></Dbtr><Cdtr><Pty><Nm>Wir</Nm></Pty></Cdtr></RltdPties>
</TxDtls><TxDtls><Amt Ccy="CHF">20.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>Wir</Nm></Pty></Dbtr><Cdtr><Pty><Nm>Acquirer SA</Nm></Pty></Cdtr></RltdPties>
</TxDtls></NtryDtls></Ntry>`;
    expect(lines(v08)).toEqual([
      line({ line: 3, bankId: '9/1', amount: '120.00', payee: 'Kundin Zoë', bankType: null }),
      line({ line: 5, bankId: '9/2', amount: '-20.00', payee: 'Acquirer SA', bankType: null }),
    ]);
  });

  it('counts TxDtls over several NtryDtls, and numbers nothing without a reference', () => {
    const tx = (amt: string) =>
      `<NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">${amt}</Amt></TxAmt></AmtDtls></TxDtls></NtryDtls>`;
    const xml = `<Ntry><Amt Ccy="EUR">3.5</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2023-01-31</Dt></BookgDt>${tx('1.25')}${tx('2.250')}</Ntry>`;
    expect(lines(xml).map((l) => [l.bankId, l.amount])).toEqual([
      [null, '1.25'],
      [null, '2.250'],
    ]);
  });

  it('takes the instructed amount when it is the only one in the entry currency', () => {
    const instructed = batch()
      .replace(
        '<TxAmt><Amt Ccy="EUR">30.00</Amt></TxAmt></AmtDtls>\n      <RltdPties><Dbtr>',
        '<InstdAmt><Amt Ccy="EUR">30.00</Amt></InstdAmt></AmtDtls>\n      <RltdPties><Dbtr>',
      )
      .replace('<InstdAmt><Amt Ccy="USD">33.00</Amt></InstdAmt>', '');
    expect(instructed).not.toContain('USD');
    expect(lines(instructed).map((l) => l.amount)).toEqual(['-30.00', '-20.00', '-30.00']);
  });

  it('refuses a part without an amount, or with one only in another currency', () => {
    const noAmount = batch().replace(
      '<AmtDtls><TxAmt><Amt Ccy="EUR">30.00</Amt></TxAmt></AmtDtls>\n      <RltdPties><Cdtr><Nm>Café',
      '<RltdPties><Cdtr><Nm>Café',
    );
    expect(() => readEntry(ntry(noAmount))).toThrow(
      expect.objectContaining({
        line: 22,
        element: 'TxDtls',
        message: 'The batch transaction on line 22 has no <Amt>.',
      }) as StatementError,
    );
    const usdOnly = batch().replace('<TxAmt><Amt Ccy="EUR">30.00</Amt></TxAmt>', '');
    expect(() => readEntry(ntry(usdOnly))).toThrow(
      expect.objectContaining({ line: 11, element: 'TxDtls' }) as StatementError,
    );
    expect(() => readEntry(ntry(usdOnly))).toThrow(/only in another currency than the entry's EUR/);
  });
});

describe('readEntry: one transaction, or a batch without details', () => {
  const single = (tx: string) => `<Ntry><Amt Ccy="EUR">99.50</Amt><CdtDbtInd>DBIT</CdtDbtInd>
<Sts>BOOK</Sts><BookgDt><Dt>2023-01-31</Dt></BookgDt><AcctSvcrRef>S-1</AcctSvcrRef>
<NtryDtls>${tx}</NtryDtls></Ntry>`;

  it("books the entry's amount, whether the TxDtls states none or another (charges taken)", () => {
    const bare = single('<TxDtls><RltdPties><Cdtr><Nm>Shop</Nm></Cdtr></RltdPties></TxDtls>');
    expect(lines(bare)).toEqual([
      line({ bankId: 'S-1', amount: '-99.50', payee: 'Shop', bankType: null }),
    ]);
    const charged = single(
      '<TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">100.00</Amt></TxAmt></AmtDtls></TxDtls>',
    );
    expect(lines(charged)).toMatchObject([{ amount: '-99.50', bankId: 'S-1' }]);
  });

  it('is one line when the bank gives only the batch summary (Btch without TxDtls)', () => {
    const summary = single(
      '<Btch><NbOfTxs>12</NbOfTxs><TtlAmt Ccy="EUR">99.50</TtlAmt></Btch>',
    ).replace('</Ntry>', '<AddtlNtryInf>SEPA-Sammellastschrift</AddtlNtryInf></Ntry>');
    expect(lines(summary)).toEqual([
      line({ bankId: 'S-1', amount: '-99.50', memo: 'SEPA-Sammellastschrift', bankType: null }),
    ]);
  });
});
