import { describe, expect, it } from 'vitest';
import { parseCamt, readCamt } from './camt.js';
import type { StatementError } from './statement.js';

const NS = 'urn:iso:std:iso:20022:tech:xsd';

/** A booked .001.02 entry on one line of text. */
const ntry = (ref: string, amt: string, cd: string, ccy = 'EUR', day = '2023-01-31') =>
  `<Ntry><Amt Ccy="${ccy}">${amt}</Amt><CdtDbtInd>${cd}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${day}</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef></Ntry>`;

const bal = (cd: string, amt: string, dir: string, day = '<Dt>2023-01-31</Dt>', ccy = 'EUR') =>
  `<Bal><Tp><CdOrPrtry><Cd>${cd}</Cd></CdOrPrtry></Tp><Amt Ccy="${ccy}">${amt}</Amt>` +
  `<CdtDbtInd>${dir}</CdtDbtInd><Dt>${day}</Dt></Bal>`;

const stmt = (acct: string, ...rest: string[]) =>
  `<Stmt><Id>S</Id><Acct><Id>${acct}</Id></Acct>\n${rest.join('\n')}\n</Stmt>`;

const camt053 = (...stmts: string[]) =>
  `<?xml version="1.0"?>\n<Document xmlns="${NS}:camt.053.001.04"><BkToCstmrStmt>` +
  `<GrpHdr><MsgId>M</MsgId></GrpHdr>\n${stmts.join('\n')}\n</BkToCstmrStmt></Document>`;

const DE = '<IBAN>DE89370400440532013000</IBAN>';

describe('parseCamt: accounts', () => {
  it('makes each Stmt an account; the same IBAN twice is one, with the last closing balance', () => {
    const file = camt053(
      stmt(
        `${DE}</Id><Ccy>EUR</Ccy><Nm>Girokonto</Nm><Id>`,
        bal('CLBD', '100.00', 'CRDT'),
        ntry('A1', '10.00', 'CRDT'),
      ),
      stmt(
        '<IBAN>CH9300762011623852957</IBAN>',
        bal('CLBD', '20.5', 'DBIT', '<DtTm>2023-01-31T18:00:00Z</DtTm>', 'CHF'),
        ntry('B1', '20.5', 'DBIT', 'CHF'),
      ),
      stmt(
        DE,
        bal('CLBD', '150.00', 'CRDT', '<Dt>2023-02-01</Dt>'),
        ntry('A2', '50.00', 'CRDT', 'EUR', '2023-02-01'),
      ),
      stmt(`${DE}</Id><Ccy>USD</Ccy><Id>`, ntry('U1', '7.00', 'CRDT', 'USD')),
      stmt(DE, ntry('A3', '0.00', 'DBIT')),
    );
    const { accounts } = parseCamt(file);
    expect(accounts.map((a) => [a.ref, a.currency, a.name, a.kind, a.closingBalance])).toEqual([
      [
        'DE89370400440532013000',
        'EUR',
        'Girokonto',
        'bank',
        { amount: '150.00', date: '2023-02-01' },
      ],
      // No Acct/Ccy: the entries' currency; an overdraft is a negative balance, dated by DtTm.
      ['CH9300762011623852957', 'CHF', null, 'bank', { amount: '-20.5', date: '2023-01-31' }],
      // One IBAN for several currencies (a multi-currency account) is not mixed into one.
      ['DE89370400440532013000', 'USD', null, 'bank', null],
    ]);
    expect(accounts.map((a) => a.lines.map((l) => [l.bankId, l.amount, l.date, l.line]))).toEqual([
      [
        ['A1', '10.00', '2023-01-31', 5],
        ['A2', '50.00', '2023-02-01', 13],
        ['A3', '0.00', '2023-01-31', 19],
      ],
      [['B1', '-20.5', '2023-01-31', 9]],
      [['U1', '7.00', '2023-01-31', 16]],
    ]);
  });

  it("takes the bank's other id without an IBAN, and an empty ref without either", () => {
    const file = camt053(
      stmt(
        '<Othr><Id>0532013000</Id><SchmeNm><Cd>BBAN</Cd></SchmeNm></Othr>',
        bal('OPBD', '1.00', 'CRDT', '<Dt>2023-01-31</Dt>', 'CHF'),
      ),
      stmt(''),
    );
    // Without Acct/Ccy nor entries, a balance's currency is the account's.
    expect(parseCamt(file).accounts.map((a) => [a.ref, a.currency, a.lines, a.skipped])).toEqual([
      ['0532013000', 'CHF', [], []],
      ['', null, [], []],
    ]);
  });

  it('keeps only CLBD: not OPBD, ITBD or CLAV, before or after it', () => {
    const only = (...bals: string[]) => parseCamt(camt053(stmt(DE, ...bals))).accounts[0]!;
    expect(
      only(bal('OPBD', '1.00', 'CRDT'), bal('CLAV', '2.00', 'CRDT')).closingBalance,
    ).toBeNull();
    expect(
      only(bal('CLBD', '3.00', 'DBIT'), bal('CLAV', '4.00', 'CRDT'), bal('ITBD', '5.00', 'CRDT'))
        .closingBalance,
    ).toEqual({ amount: '-3.00', date: '2023-01-31' });
    // A closing balance of zero has no minus, whatever the indicator says.
    expect(only(bal('CLBD', '0.00', 'DBIT')).closingBalance).toEqual({
      amount: '0.00',
      date: '2023-01-31',
    });
  });

  it('refuses a closing balance it cannot read, naming its line', () => {
    const file = camt053(stmt(DE, bal('CLBD', '2.169,30', 'CRDT')));
    expect(() => parseCamt(file)).toThrow(
      expect.objectContaining({ line: 4, element: 'Amt' }) as StatementError,
    );
    const noDirection = camt053(
      stmt(DE, bal('CLBD', '1.00', 'CRDT').replace('<CdtDbtInd>CRDT</CdtDbtInd>', '')),
    );
    expect(() => parseCamt(noDirection)).toThrow(
      /The closing balance on line 4 has no <CdtDbtInd>/,
    );
  });
});

describe('parseCamt: reversals against the balances', () => {
  it("keeps a reversal's CdtDbtInd sign, so opening + lines = closing", () => {
    const returned = ntry('R2', '30.00', 'CRDT').replace('<Sts>', '<RvslInd>true</RvslInd><Sts>');
    const file = camt053(
      stmt(
        DE,
        bal('OPBD', '100.00', 'CRDT', '<Dt>2023-01-30</Dt>'),
        bal('CLBD', '100.00', 'CRDT'),
        ntry('R1', '30.00', 'DBIT'),
        returned,
      ),
    );
    const [account] = parseCamt(file).accounts;
    // The transfer of 30.00 went out and came back: the balance is where it started.
    expect(account!.lines.map((l) => l.amount)).toEqual(['-30.00', '30.00']);
    expect(account!.closingBalance).toEqual({ amount: '100.00', date: '2023-01-31' });
  });
});

describe('parseCamt: camt.052 and camt.054', () => {
  it('reads an intraday report (BkToCstmrAcctRpt/Rpt), German names and all', () => {
    const report = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NS}:camt.052.001.08">
<BkToCstmrAcctRpt><GrpHdr><MsgId>052D20230131</MsgId><CreDtTm>2023-01-31T12:00:00.0+01:00</CreDtTm></GrpHdr>
<Rpt><Id>052D20230131-1</Id>
<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Jürgen Weiß</Nm></Ownr></Acct>
${bal('PRCD', '512.00', 'DBIT', '<Dt>2023-01-30</Dt>')}
${bal('ITBD', '554.10', 'DBIT')}
<Ntry><Amt Ccy="EUR">42.10</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2023-01-31</Dt></BookgDt><AcctSvcrRef>2023013105012345</AcctSvcrRef>
<BkTxCd><Prtry><Cd>NTRF+106+6510</Cd><Issr>DK</Issr></Prtry></BkTxCd>
<NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Späti Ökö-Markt GmbH</Nm></Pty></Cdtr></RltdPties>
<RmtInf><Ustrd>Kartenzahlung 30.01. 18:42</Ustrd><Ustrd>Betrag 42,10 €</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts></Ntry>
</Rpt></BkToCstmrAcctRpt></Document>`;
    expect(parseCamt(report)).toEqual({
      format: 'camt053',
      accounts: [
        {
          ref: 'DE89370400440532013000',
          name: null,
          currency: 'EUR',
          kind: 'bank',
          closingBalance: null,
          lines: [
            {
              line: 8,
              bankId: '2023013105012345',
              date: '2023-01-31',
              amount: '-42.10',
              payee: 'Späti Ökö-Markt GmbH',
              memo: 'Kartenzahlung 30.01. 18:42 Betrag 42,10 €',
              category: null,
              transferAccount: null,
              checkNumber: null,
              bankType: 'NTRF+106+6510',
              splits: [],
            },
          ],
          skipped: [{ line: 13, reason: 'pending (Sts PDNG): not booked yet' }],
        },
      ],
    });
  });

  it('reads a notification (BkToCstmrDbtCdtNtfctn/Ntfctn) with a prefixed namespace', () => {
    const notification = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:Document xmlns:ns2="${NS}:camt.054.001.02"><ns2:BkToCstmrDbtCdtNtfctn>
<ns2:GrpHdr><ns2:MsgId>N1</ns2:MsgId></ns2:GrpHdr>
<ns2:Ntfctn><ns2:Id>N1-1</ns2:Id><ns2:Acct><ns2:Id><ns2:Othr><ns2:Id>0532013000</ns2:Id></ns2:Othr></ns2:Id></ns2:Acct>
<ns2:Ntry><ns2:Amt Ccy="EUR">19.99</ns2:Amt><ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd><ns2:Sts>BOOK</ns2:Sts>
<ns2:BookgDt><ns2:DtTm>2023-03-01T00:05:00</ns2:DtTm></ns2:BookgDt><ns2:NtryRef>N-77</ns2:NtryRef>
<ns2:NtryDtls><ns2:TxDtls><ns2:RltdPties><ns2:Dbtr><ns2:Nm>Ærø Ølbryggeri</ns2:Nm></ns2:Dbtr></ns2:RltdPties></ns2:TxDtls></ns2:NtryDtls>
</ns2:Ntry></ns2:Ntfctn></ns2:BkToCstmrDbtCdtNtfctn></ns2:Document>`;
    const [account] = parseCamt(notification).accounts;
    expect(account).toMatchObject({ ref: '0532013000', currency: 'EUR', closingBalance: null });
    expect(account!.lines).toMatchObject([
      { line: 5, bankId: 'N-77', date: '2023-03-01', amount: '19.99', payee: 'Ærø Ølbryggeri' },
    ]);
  });
});

describe('parseCamt: files it refuses', () => {
  const refuses = (
    text: string,
    fields: { line: number | null; element: string | null },
    why: string,
  ) => {
    expect(() => parseCamt(text)).toThrow(
      expect.objectContaining({
        ...fields,
        message: `This is not a camt.052, camt.053 or camt.054 document: ${why}.`,
      }) as StatementError,
    );
  };

  it('refuses another root, another message, no XML at all, an empty Document', () => {
    refuses(
      'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<SIGNONMSGSRSV1>',
      { line: 4, element: 'OFX' },
      'its root element is <OFX>',
    );
    refuses(
      `<?xml version="1.0"?>\n<Document xmlns="${NS}:pain.001.001.03">\n  <CstmrCdtTrfInitn><GrpHdr/>`,
      { line: 3, element: 'CstmrCdtTrfInitn' },
      'its <Document> holds <CstmrCdtTrfInitn>',
    );
    refuses('{"activities": []}', { line: null, element: null }, 'it holds no XML element');
    refuses('\n<Document/>', { line: 2, element: 'Document' }, 'its <Document> is empty');
  });

  it('refuses a file cut short, inside an entry or after a whole statement', () => {
    const whole = camt053(stmt(DE, ntry('A1', '1.00', 'CRDT'), ntry('A2', '2.00', 'CRDT')));
    const inEntry = whole.slice(0, whole.indexOf('<AcctSvcrRef>A2'));
    expect(() => parseCamt(inEntry)).toThrow(
      expect.objectContaining({
        line: 5,
        element: 'Ntry',
        message: 'The element <Ntry> opened on line 5 is never closed: the file is cut short.',
      }) as StatementError,
    );
    const afterStmt = whole.slice(0, whole.indexOf('</Stmt>') + '</Stmt>'.length);
    expect(() => parseCamt(afterStmt)).toThrow(
      expect.objectContaining({ line: 6, element: 'BkToCstmrStmt' }) as StatementError,
    );
  });

  it("names the entry's line in the whole file when an entry is unreadable", () => {
    const file = camt053(
      stmt(
        DE,
        ntry('A1', '1.00', 'CRDT'),
        ntry('A2', '2.00', 'CRDT').replace(/<BookgDt>.*<\/BookgDt>/, ''),
      ),
    );
    expect(() => parseCamt(file)).toThrow(
      expect.objectContaining({
        line: 5,
        element: 'Ntry',
        message: 'The booked entry on line 5 has no <BookgDt>.',
      }) as StatementError,
    );
  });
});

describe('readCamt', () => {
  it('yields while it walks a long file, and reads every entry', () => {
    const entries = Array.from({ length: 3000 }, (_, i) => ntry(`R${i + 1}`, '0.01', 'DBIT'));
    const gen = readCamt(camt053(stmt(DE, ...entries)));
    let turns = 0;
    let step = gen.next();
    for (; !step.done; step = gen.next()) turns += 1;
    expect(turns).toBeGreaterThanOrEqual(15); // about 33 000 tags, a turn every 2 000
    const lines = step.value.accounts[0]!.lines;
    expect(lines).toHaveLength(3000);
    expect(lines[2999]).toMatchObject({ bankId: 'R3000', amount: '-0.01', line: 3003 });
  });
});
