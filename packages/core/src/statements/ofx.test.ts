import { describe, expect, it } from 'vitest';
import { drain } from './markup.js';
import { parseOfx, readOfx } from './ofx.js';
import type { Statement, StatementLine } from './statement.js';

/** A StatementLine with the fields OFX never fills (category, transfer, splits) left empty. */
const ofxLine = (
  fields: Pick<StatementLine, 'line' | 'bankId' | 'date' | 'amount'> & Partial<StatementLine>,
): StatementLine => ({
  payee: null,
  memo: null,
  category: null,
  transferAccount: null,
  checkNumber: null,
  bankType: null,
  splits: [],
  ...fields,
});

/**
 * OFX 1.0.2 SGML as banks send it (after the specification's §11.4 examples): the header lines,
 * leaves without closing tags, a checking account and a credit card in one download, every
 * DTPOSTED form, comma decimals, NAME beside a PAYEE aggregate, PAYEE alone, CHECKNUM, empty
 * <MEMO> leaves (one last in its STMTTRN, one followed by NAME) and an &amp; entity.
 */
const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20181220083000.000[-5:EST]
<LANGUAGE>ENG
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1001
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>USD
<BANKACCTFROM>
<BANKID>121099999
<ACCTID>999988
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20181201
<DTEND>20181220
<STMTTRN>
<TRNTYPE>CHECK
<DTPOSTED>20181204
<TRNAMT>-200.00
<FITID>00002
<CHECKNUM>1000
</STMTTRN>
<STMTTRN>
<TRNTYPE>ATM
<DTPOSTED>20181212120000
<TRNAMT>-300,00
<FITID>00003
<NAME>CASH WITHDRAWAL
<MEMO>
</STMTTRN>
<STMTTRN>
<TRNTYPE>POS
<DTPOSTED>20181219233000.000[-5:EST]
<TRNAMT>-12,5
<FITID>00004
<NAME>Smith &amp; Sons
<PAYEE>
<NAME>SMITH AND SONS LTD
<ADDR1>1 Main St
<CITY>Springfield
<STATE>IL
<POSTALCODE>62701
<PHONE>555-0100
</PAYEE>
<MEMO>Card 1234
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEP
<DTPOSTED>20181220120000[0:GMT]
<TRNAMT>+1234.5
<FITID>00005
<PAYEE>
<NAME>ACME Payroll
<ADDR1>2 Factory Rd
<CITY>Springfield
<STATE>IL
<POSTALCODE>62702
<PHONE>555-0101
</PAYEE>
</STMTTRN>
<STMTTRN>
<TRNTYPE>INT
<DTPOSTED>20181220000000[+1]
<TRNAMT>.07
<FITID>00006
<MEMO>
<NAME>Interest
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>722.27
<DTASOF>20181220120000.000[-5:EST]
</LEDGERBAL>
<AVAILBAL>
<BALAMT>700.00
<DTASOF>20181220
</AVAILBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
<CREDITCARDMSGSRSV1>
<CCSTMTTRNRS>
<TRNUID>1002
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<CCSTMTRS>
<CURDEF>EUR
<CCACCTFROM>
<ACCTID>4111111111111111
</CCACCTFROM>
<BANKTRANLIST>
<DTSTART>20181201
<DTEND>20181220
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20181215
<TRNAMT>-45,90
<FITID>CC-1
<NAME>BOOKSHOP
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20181218
<TRNAMT>100
<FITID>CC-2
<NAME>PAYMENT THANK YOU
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>-562,00
<DTASOF>20181220
</LEDGERBAL>
</CCSTMTRS>
</CCSTMTTRNRS>
</CREDITCARDMSGSRSV1>
</OFX>
`;

/** The same two statements as OFX 2.2 XML: every element closed, indented, 8 header lines fewer. */
const XML = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1>
    <SONRS>
      <STATUS>
        <CODE>0</CODE>
        <SEVERITY>INFO</SEVERITY>
      </STATUS>
      <DTSERVER>20181220083000.000[-5:EST]</DTSERVER>
      <LANGUAGE>ENG</LANGUAGE>
    </SONRS>
  </SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1001</TRNUID>
      <STATUS>
        <CODE>0</CODE>
        <SEVERITY>INFO</SEVERITY>
      </STATUS>
      <STMTRS>
        <CURDEF>USD</CURDEF>
        <BANKACCTFROM>
          <BANKID>121099999</BANKID>
          <ACCTID>999988</ACCTID>
          <ACCTTYPE>CHECKING</ACCTTYPE>
        </BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20181201</DTSTART>
          <DTEND>20181220</DTEND>
          <STMTTRN>
            <TRNTYPE>CHECK</TRNTYPE>
            <DTPOSTED>20181204</DTPOSTED>
            <TRNAMT>-200.00</TRNAMT>
            <FITID>00002</FITID>
            <CHECKNUM>1000</CHECKNUM>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>ATM</TRNTYPE>
            <DTPOSTED>20181212120000</DTPOSTED>
            <TRNAMT>-300,00</TRNAMT>
            <FITID>00003</FITID>
            <NAME>CASH WITHDRAWAL</NAME>
            <MEMO/>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>POS</TRNTYPE>
            <DTPOSTED>20181219233000.000[-5:EST]</DTPOSTED>
            <TRNAMT>-12,5</TRNAMT>
            <FITID>00004</FITID>
            <NAME>Smith &amp; Sons</NAME>
            <PAYEE>
              <NAME>SMITH AND SONS LTD</NAME>
              <ADDR1>1 Main St</ADDR1>
              <CITY>Springfield</CITY>
              <STATE>IL</STATE>
              <POSTALCODE>62701</POSTALCODE>
              <PHONE>555-0100</PHONE>
            </PAYEE>
            <MEMO>Card 1234</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEP</TRNTYPE>
            <DTPOSTED>20181220120000[0:GMT]</DTPOSTED>
            <TRNAMT>+1234.5</TRNAMT>
            <FITID>00005</FITID>
            <PAYEE>
              <NAME>ACME Payroll</NAME>
              <ADDR1>2 Factory Rd</ADDR1>
              <CITY>Springfield</CITY>
              <STATE>IL</STATE>
              <POSTALCODE>62702</POSTALCODE>
              <PHONE>555-0101</PHONE>
            </PAYEE>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>INT</TRNTYPE>
            <DTPOSTED>20181220000000[+1]</DTPOSTED>
            <TRNAMT>.07</TRNAMT>
            <FITID>00006</FITID>
            <MEMO/>
            <NAME>Interest</NAME>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL>
          <BALAMT>722.27</BALAMT>
          <DTASOF>20181220120000.000[-5:EST]</DTASOF>
        </LEDGERBAL>
        <AVAILBAL>
          <BALAMT>700.00</BALAMT>
          <DTASOF>20181220</DTASOF>
        </AVAILBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS>
      <TRNUID>1002</TRNUID>
      <STATUS>
        <CODE>0</CODE>
        <SEVERITY>INFO</SEVERITY>
      </STATUS>
      <CCSTMTRS>
        <CURDEF>EUR</CURDEF>
        <CCACCTFROM>
          <ACCTID>4111111111111111</ACCTID>
        </CCACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20181201</DTSTART>
          <DTEND>20181220</DTEND>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20181215</DTPOSTED>
            <TRNAMT>-45,90</TRNAMT>
            <FITID>CC-1</FITID>
            <NAME>BOOKSHOP</NAME>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20181218</DTPOSTED>
            <TRNAMT>100</TRNAMT>
            <FITID>CC-2</FITID>
            <NAME>PAYMENT THANK YOU</NAME>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL>
          <BALAMT>-562,00</BALAMT>
          <DTASOF>20181220</DTASOF>
        </LEDGERBAL>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>
`;

const EXPECTED: Statement = {
  format: 'ofx',
  accounts: [
    {
      ref: '999988',
      name: null,
      currency: 'USD',
      kind: 'bank',
      closingBalance: { amount: '722.27', date: '2018-12-20' },
      lines: [
        ofxLine({
          line: 39,
          bankId: '00002',
          date: '2018-12-04',
          amount: '-200.00',
          checkNumber: '1000',
          bankType: 'CHECK',
        }),
        ofxLine({
          line: 46,
          bankId: '00003',
          date: '2018-12-12',
          amount: '-300.00',
          payee: 'CASH WITHDRAWAL',
          bankType: 'ATM',
        }),
        ofxLine({
          line: 54,
          bankId: '00004',
          // 23:30 in New York: still the 19th, the bank's booking day, not the 20th in UTC.
          date: '2018-12-19',
          amount: '-12.5',
          payee: 'Smith & Sons',
          memo: 'Card 1234',
          bankType: 'POS',
        }),
        ofxLine({
          line: 70,
          bankId: '00005',
          date: '2018-12-20',
          amount: '1234.5',
          payee: 'ACME Payroll',
          bankType: 'DEP',
        }),
        ofxLine({
          line: 84,
          bankId: '00006',
          date: '2018-12-20',
          amount: '0.07',
          payee: 'Interest',
          bankType: 'INT',
        }),
      ],
    },
    {
      ref: '4111111111111111',
      name: null,
      currency: 'EUR',
      kind: 'creditCard',
      closingBalance: { amount: '-562.00', date: '2018-12-20' },
      lines: [
        ofxLine({
          line: 119,
          bankId: 'CC-1',
          date: '2018-12-15',
          amount: '-45.90',
          payee: 'BOOKSHOP',
          bankType: 'DEBIT',
        }),
        ofxLine({
          line: 126,
          bankId: 'CC-2',
          date: '2018-12-18',
          amount: '100',
          payee: 'PAYMENT THANK YOU',
          bankType: 'CREDIT',
        }),
      ],
    },
  ],
};

/** The statement with every line number moved by `by` (an XML header shorter than SGML's). */
const shifted = (s: Statement, by: number): Statement => ({
  ...s,
  accounts: s.accounts.map((a) => ({
    ...a,
    lines: a.lines.map((l) => ({ ...l, line: l.line + by })),
  })),
});

describe('parseOfx', () => {
  it('reads a bank account and a credit card from one OFX 1.x SGML file', () => {
    expect(parseOfx(SGML)).toEqual(EXPECTED);
  });

  it('reads the same statements from OFX 2.x XML, only the line numbers moved', () => {
    expect(parseOfx(XML)).toEqual(shifted(EXPECTED, -8));
  });

  it('reads SGML whose leaves are closed after all, as some banks write them', () => {
    const closed = SGML.replace('<TRNAMT>-200.00', '<TRNAMT>-200.00</TRNAMT>').replace(
      '<NAME>BOOKSHOP',
      '<NAME>BOOKSHOP</NAME>',
    );
    expect(parseOfx(closed)).toEqual(EXPECTED);
  });

  it('reads CRLF line ends with the same line numbers', () => {
    expect(parseOfx(SGML.replaceAll('\n', '\r\n'))).toEqual(EXPECTED);
  });

  it('reads a QFX file, passing by the Intuit elements', () => {
    const qfx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
<MESSAGE>Success
</STATUS>
<DTSERVER>20240105120000.000[-8:PST]
<LANGUAGE>ENG
<FI>
<ORG>B1
<FID>10898
</FI>
<INTU.BID>10898
<INTU.USERID>jdoe
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>USD
<BANKACCTFROM>
<BANKID>021000021
<ACCTID>000012345678
<ACCTTYPE>SAVINGS
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20240101
<DTEND>20240105
<STMTTRN>
<TRNTYPE>XFER
<DTPOSTED>20240102
<TRNAMT>-50.00
<FITID>2024010201
<NAME>TRANSFER TO CHECKING
<INTU.XFERTYPE>INTERNAL
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>5000.00
<DTASOF>20240105
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;
    expect(parseOfx(qfx)).toEqual({
      format: 'ofx',
      accounts: [
        {
          ref: '000012345678',
          name: null,
          currency: 'USD',
          kind: 'bank',
          closingBalance: { amount: '5000.00', date: '2024-01-05' },
          lines: [
            ofxLine({
              line: 46,
              bankId: '2024010201',
              date: '2024-01-02',
              amount: '-50.00',
              payee: 'TRANSFER TO CHECKING',
              bankType: 'XFER',
            }),
          ],
        },
      ],
    });
  });

  it('decodes &amp; and the other XML entities, keeping an unknown one as written', () => {
    const ofx = `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><DTPOSTED>20240102<TRNAMT>-1<NAME>Caf&eacute; &amp; Bar &lt;1&gt;<MEMO>&#8364; 1
</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const [line] = parseOfx(ofx).accounts[0]!.lines;
    expect([line!.payee, line!.memo]).toEqual(['Caf&eacute; & Bar <1>', '€ 1']);
  });

  it('leaves an account with no number, currency or balance empty rather than guessing', () => {
    const ofx = `<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
<BANKTRANLIST></BANKTRANLIST>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(parseOfx(ofx).accounts).toEqual([
      { ref: '', name: null, currency: null, kind: 'creditCard', closingBalance: null, lines: [] },
    ]);
  });

  it('takes a balance without DTASOF with no date', () => {
    const ofx = `<OFX><STMTRS><LEDGERBAL><BALAMT>-0,5</LEDGERBAL></STMTRS></OFX>`;
    expect(parseOfx(ofx).accounts[0]!.closingBalance).toEqual({ amount: '-0.5', date: null });
  });

  it('passes by an investment statement and its cash lines', () => {
    const ofx = `<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD
<INVACCTFROM><BROKERID>broker.example<ACCTID>X1</INVACCTFROM><INVTRANLIST>
<INVBANKTRAN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240102<TRNAMT>100<FITID>C1</STMTTRN>
<SUBACCTFUND>CASH</INVBANKTRAN></INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>`;
    expect(parseOfx(ofx)).toEqual({ format: 'ofx', accounts: [] });
  });

  it('lets a warning status through with its statement', () => {
    const ofx = SGML.replace(
      '<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<CCSTMTRS>',
      '<CODE>2000\n<SEVERITY>WARN<MESSAGE>Some lines may be late\n</STATUS>\n<CCSTMTRS>',
    );
    expect(ofx).not.toBe(SGML);
    expect(parseOfx(ofx)).toEqual(EXPECTED);
  });
});

describe('readOfx', () => {
  it('yields while it reads a large file and ends with the same statement as parseOfx', () => {
    const trn = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-1,00<FITID>F</STMTTRN>\n';
    const big = `<OFX><STMTRS><CURDEF>EUR<BANKTRANLIST>\n${trn.repeat(3_000)}</BANKTRANLIST></STMTRS></OFX>`;
    const gen = readOfx(big);
    let turns = 0;
    let step = gen.next();
    for (; !step.done; step = gen.next()) turns += 1;
    expect(turns).toBeGreaterThanOrEqual(6); // 3 000 lines of 7 tags: 21 000 tags, a turn per 2 000
    expect(step.value).toEqual(parseOfx(big));
    expect(step.value.accounts[0]!.lines).toHaveLength(3_000);
    expect(step.value.accounts[0]!.lines[2_999]).toEqual(
      ofxLine({
        line: 3_001,
        bankId: 'F',
        date: '2024-01-02',
        amount: '-1.00',
        bankType: 'DEBIT',
      }),
    );
    expect(drain(readOfx(big))).toEqual(step.value);
  });
});
