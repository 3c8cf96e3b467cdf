import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt.js';
import type { StatementLine } from './statement.js';

/**
 * One day of a Swiss private account, as a bank following the Swiss Payment Standards writes it
 * in camt.053.001.02: a salary in, a QR-bill paid, a pending card payment, a collective order of
 * two payments. 1000.00 + 1500.00 - 250.70 - 80.00 = 2169.30, the closing balance.
 */
const V02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>MSG-20230131-1</MsgId>
      <CreDtTm>2023-01-31T20:00:00+01:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>STMT-20230131</Id>
      <CreDtTm>2023-01-31T20:00:00+01:00</CreDtTm>
      <Acct>
        <Id><IBAN>CH9300762011623852957</IBAN></Id>
        <Ccy>CHF</Ccy>
        <Nm>Privatkonto Müller</Nm>
        <Ownr><Nm>Hans Müller</Nm></Ownr>
      </Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="CHF">1000.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2023-01-30</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="CHF">2169.30</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2023-01-31</Dt></Dt>
      </Bal>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="CHF">1500.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><DtTm>2023-01-31T09:15:00+01:00</DtTm></BookgDt>
        <ValDt><Dt>2023-01-31</Dt></ValDt>
        <AcctSvcrRef>ZKB-0131-0001</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>SALA</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>LOHN-2023-01</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="CHF">1500.00</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Muster &amp; Söhne AG</Nm></Dbtr>
              <Cdtr><Nm>Hans Müller</Nm></Cdtr>
            </RltdPties>
            <RmtInf><Ustrd>Lohn Januar 2023</Ustrd><Ustrd>Personalnummer 4711</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>Gutschrift</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <NtryRef>2</NtryRef>
        <Amt Ccy="CHF">250.70</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2023-01-31</Dt></BookgDt>
        <AcctSvcrRef>ZKB-0131-0002</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <RltdPties>
              <Dbtr><Nm>Hans Müller</Nm></Dbtr>
              <Cdtr><Nm>Elektrizitätswerk Zürich</Nm></Cdtr>
            </RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>210000000003139471430009017</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="CHF">99.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <ValDt><Dt>2023-02-01</Dt></ValDt>
      </Ntry>
      <Ntry>
        <Amt Ccy="CHF">80.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2023-01-31</Dt></BookgDt>
        <AcctSvcrRef>ZKB-0131-0003</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>SAMMELAUFTRAG</Cd><Issr>ZKB</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls>
            <AmtDtls><TxAmt><Amt Ccy="CHF">50.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Cdtr><Nm>Café Grütli</Nm></Cdtr></RltdPties>
          </TxDtls>
          <TxDtls>
            <AmtDtls><TxAmt><Amt Ccy="CHF">30.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Cdtr><Nm>Bücher €-Shop</Nm></Cdtr></RltdPties>
            <RmtInf><Ustrd>Bestellung 88</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/**
 * The same day in camt.053.001.08, written the way that version wants it: `<Sts><Cd>`, parties
 * inside `Pty`, each transaction's own `Amt` and `CdtDbtInd`, a prefixed namespace, an
 * interim balance, and fewer line breaks.
 */
const V08 = `<?xml version="1.0" encoding="UTF-8"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
<c:BkToCstmrStmt>
<c:GrpHdr><c:MsgId>MSG-20230131-1</c:MsgId><c:CreDtTm>2023-01-31T20:00:00+01:00</c:CreDtTm></c:GrpHdr>
<c:Stmt>
<c:Id>STMT-20230131</c:Id>
<c:Acct><c:Id><c:IBAN>CH9300762011623852957</c:IBAN></c:Id><c:Ccy>CHF</c:Ccy><c:Nm>Privatkonto Müller</c:Nm></c:Acct>
<c:Bal><c:Tp><c:CdOrPrtry><c:Cd>OPBD</c:Cd></c:CdOrPrtry></c:Tp><c:Amt Ccy="CHF">1000.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Dt><c:Dt>2023-01-30</c:Dt></c:Dt></c:Bal>
<c:Bal><c:Tp><c:CdOrPrtry><c:Cd>ITBD</c:Cd></c:CdOrPrtry></c:Tp><c:Amt Ccy="CHF">2500.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Dt><c:Dt>2023-01-31</c:Dt></c:Dt></c:Bal>
<c:Bal><c:Tp><c:CdOrPrtry><c:Cd>CLBD</c:Cd></c:CdOrPrtry></c:Tp><c:Amt Ccy="CHF">2169.30</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Dt><c:DtTm>2023-01-31T23:59:59+01:00</c:DtTm></c:Dt></c:Bal>
<c:Ntry><c:NtryRef>1</c:NtryRef><c:Amt Ccy="CHF">1500.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:Dt>2023-01-31</c:Dt></c:BookgDt><c:AcctSvcrRef>ZKB-0131-0001</c:AcctSvcrRef>
<c:BkTxCd><c:Domn><c:Cd>PMNT</c:Cd><c:Fmly><c:Cd>RCDT</c:Cd><c:SubFmlyCd>SALA</c:SubFmlyCd></c:Fmly></c:Domn></c:BkTxCd>
<c:NtryDtls><c:TxDtls><c:Refs><c:EndToEndId>LOHN-2023-01</c:EndToEndId></c:Refs>
<c:Amt Ccy="CHF">1500.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd>
<c:RltdPties><c:Dbtr><c:Pty><c:Nm>Muster &amp; Söhne AG</c:Nm></c:Pty></c:Dbtr><c:Cdtr><c:Pty><c:Nm>Hans Müller</c:Nm></c:Pty></c:Cdtr></c:RltdPties>
<c:RmtInf><c:Ustrd>Lohn Januar 2023</c:Ustrd><c:Ustrd>Personalnummer 4711</c:Ustrd></c:RmtInf></c:TxDtls></c:NtryDtls>
<c:AddtlNtryInf>Gutschrift</c:AddtlNtryInf></c:Ntry>
<c:Ntry><c:NtryRef>2</c:NtryRef><c:Amt Ccy="CHF">250.70</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:Dt>2023-01-31</c:Dt></c:BookgDt><c:AcctSvcrRef>ZKB-0131-0002</c:AcctSvcrRef>
<c:BkTxCd><c:Domn><c:Cd>PMNT</c:Cd><c:Fmly><c:Cd>ICDT</c:Cd><c:SubFmlyCd>DMCT</c:SubFmlyCd></c:Fmly></c:Domn></c:BkTxCd>
<c:NtryDtls><c:TxDtls><c:Amt Ccy="CHF">250.70</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd>
<c:RltdPties><c:Dbtr><c:Pty><c:Nm>Hans Müller</c:Nm></c:Pty></c:Dbtr><c:Cdtr><c:Pty><c:Nm>Elektrizitätswerk Zürich</c:Nm></c:Pty></c:Cdtr></c:RltdPties>
<c:RmtInf><c:Strd><c:CdtrRefInf><c:Ref>210000000003139471430009017</c:Ref></c:CdtrRefInf></c:Strd></c:RmtInf></c:TxDtls></c:NtryDtls></c:Ntry>
<c:Ntry><c:Amt Ccy="CHF">99.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>PDNG</c:Cd></c:Sts></c:Ntry>
<c:Ntry><c:Amt Ccy="CHF">80.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:Dt>2023-01-31</c:Dt></c:BookgDt><c:AcctSvcrRef>ZKB-0131-0003</c:AcctSvcrRef>
<c:BkTxCd><c:Prtry><c:Cd>SAMMELAUFTRAG</c:Cd><c:Issr>ZKB</c:Issr></c:Prtry></c:BkTxCd>
<c:NtryDtls><c:Btch><c:NbOfTxs>2</c:NbOfTxs></c:Btch>
<c:TxDtls><c:Amt Ccy="CHF">50.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Café Grütli</c:Nm></c:Pty></c:Cdtr></c:RltdPties></c:TxDtls>
<c:TxDtls><c:Amt Ccy="CHF">30.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Bücher €-Shop</c:Nm></c:Pty></c:Cdtr></c:RltdPties>
<c:RmtInf><c:Ustrd>Bestellung 88</c:Ustrd></c:RmtInf></c:TxDtls></c:NtryDtls></c:Ntry>
</c:Stmt>
</c:BkToCstmrStmt>
</c:Document>`;

const line = (fields: Partial<StatementLine>): StatementLine => ({
  line: 0,
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
  ...fields,
});

const withoutLine = (lines: StatementLine[]) => lines.map(({ line: _, ...rest }) => rest);

describe('parseCamt: one statement in .001.02 and .001.08', () => {
  it('reads every booked line of .001.02, exactly', () => {
    const { format, accounts } = parseCamt(V02);
    expect(format).toBe('camt053');
    expect(accounts).toHaveLength(1);
    const { lines, ...account } = accounts[0]!;
    expect(account).toEqual({
      ref: 'CH9300762011623852957',
      name: 'Privatkonto Müller',
      currency: 'CHF',
      kind: 'bank',
      // CLBD, not the OPBD of 1000.00 before it.
      closingBalance: { amount: '2169.30', date: '2023-01-31' },
      skipped: [{ line: 69, reason: 'pending (Sts PDNG): not booked yet' }],
    });
    expect(lines).toEqual([
      line({
        line: 29,
        bankId: 'ZKB-0131-0001',
        amount: '1500.00',
        payee: 'Muster & Söhne AG',
        memo: 'Lohn Januar 2023 Personalnummer 4711',
        bankType: 'PMNT/RCDT/SALA',
      }),
      line({
        line: 51,
        bankId: 'ZKB-0131-0002',
        amount: '-250.70',
        payee: 'Elektrizitätswerk Zürich',
        memo: '210000000003139471430009017',
        bankType: 'PMNT/ICDT/DMCT',
      }),
      line({
        line: 84,
        bankId: 'ZKB-0131-0003/1',
        amount: '-50.00',
        payee: 'Café Grütli',
        bankType: 'SAMMELAUFTRAG',
      }),
      line({
        line: 88,
        bankId: 'ZKB-0131-0003/2',
        amount: '-30.00',
        payee: 'Bücher €-Shop',
        memo: 'Bestellung 88',
        bankType: 'SAMMELAUFTRAG',
      }),
    ]);
  });

  it('gives the same lines, balance and skipped entry from .001.08', () => {
    const [v02] = parseCamt(V02).accounts;
    const [v08] = parseCamt(V08).accounts;
    expect(withoutLine(v08!.lines)).toEqual(withoutLine(v02!.lines));
    expect(v08!.lines.map((l) => l.line)).toEqual([11, 19, 30, 31]);
    expect({ ...v08, lines: [], skipped: [] }).toEqual({ ...v02, lines: [], skipped: [] });
    expect(v08!.skipped).toEqual([{ line: 25, reason: 'pending (Sts PDNG): not booked yet' }]);
  });
});
