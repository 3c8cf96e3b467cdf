import { describe, expect, it } from 'vitest';
import { parseOfx } from './ofx.js';
import { StatementError } from './statement.js';

/** A checking statement in OFX 1.x SGML: its STMTTRN opens on line 14, `fields` start on 15. */
const bank = (fields: string, balance = '<BALAMT>10.00\n<DTASOF>20240131') => `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<BANKMSGSRSV1>
<STMTTRNRS>
<STMTRS>
<CURDEF>EUR
<BANKACCTFROM>
<ACCTID>1
</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN>
${fields}
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
${balance}
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

/** The StatementError parseOfx throws, for its message, line and element. */
function failure(text: string): StatementError {
  try {
    parseOfx(text);
  } catch (e) {
    if (e instanceof StatementError) return e;
    throw e;
  }
  throw new Error('parseOfx read the file');
}

const said = (e: StatementError) => ({ message: e.message, line: e.line, element: e.element });

describe('parseOfx refuses', () => {
  it('nothing when the fixture is whole', () => {
    const s = parseOfx(bank('<DTPOSTED>20240102\n<TRNAMT>-1,5\n<FITID>1'));
    expect(s.accounts[0]!.lines[0]).toMatchObject({ line: 14, date: '2024-01-02', amount: '-1.5' });
    expect(s.accounts[0]!.closingBalance).toEqual({ amount: '10.00', date: '2024-01-31' });
  });

  it.each([
    ['a CSV', 'Date,Amount\n2024-01-02,-5\n'],
    ['an empty file', ''],
    ['an OFX header with no body', 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n'],
    ['an HTML page', '<html>\n<body>Please sign in</body>\n</html>'],
  ])('%s: no <OFX> element', (_, text) => {
    expect(said(failure(text))).toEqual({
      message: 'The file has no <OFX> element, so it is no OFX or QFX statement.',
      line: null,
      element: 'OFX',
    });
  });

  it('a line without DTPOSTED', () => {
    expect(said(failure(bank('<DTUSER>20240102\n<TRNAMT>-1.00')))).toEqual({
      message: 'The <STMTTRN> on line 14 has no <DTPOSTED>, which it must have.',
      line: 14,
      element: 'DTPOSTED',
    });
  });

  it('a line without TRNAMT, or with an empty one', () => {
    const expected = {
      message: 'The <STMTTRN> on line 14 has no <TRNAMT>, which it must have.',
      line: 14,
      element: 'TRNAMT',
    };
    expect(said(failure(bank('<DTPOSTED>20240102\n<FITID>1')))).toEqual(expected);
    expect(said(failure(bank('<DTPOSTED>20240102\n<TRNAMT>\n<FITID>1')))).toEqual(expected);
  });

  it.each([['-12,5,0'], ['1,234.50'], ['12 EUR'], ['-']])('the amount %j', (amount) => {
    expect(said(failure(bank(`<DTPOSTED>20240102\n<TRNAMT>${amount}`)))).toEqual({
      message: `The <TRNAMT> on line 16 is "${amount}", which is not an amount.`,
      line: 16,
      element: 'TRNAMT',
    });
  });

  it.each([['20240230'], ['20241301'], ['2024-01-02'], ['20240102256000'], ['02/01/2024']])(
    'the date %j',
    (date) => {
      expect(said(failure(bank(`<TRNAMT>1\n<DTPOSTED>${date}`)))).toEqual({
        message: `The <DTPOSTED> on line 16 is "${date}", which is not a date (YYYYMMDD, optionally HHMMSS).`,
        line: 16,
        element: 'DTPOSTED',
      });
    },
  );

  it('an unreadable balance or balance date, naming its line', () => {
    const line = '<DTPOSTED>20240102\n<TRNAMT>1';
    expect(said(failure(bank(line, '<BALAMT>n/a\n<DTASOF>20240131')))).toEqual({
      message: 'The <BALAMT> on line 20 is "n/a", which is not an amount.',
      line: 20,
      element: 'BALAMT',
    });
    expect(said(failure(bank(line, '<BALAMT>1\n<DTASOF>20240132')))).toEqual({
      message:
        'The <DTASOF> on line 21 is "20240132", which is not a date (YYYYMMDD, optionally HHMMSS).',
      line: 21,
      element: 'DTASOF',
    });
    expect(said(failure(bank(line, '<DTASOF>20240131')))).toEqual({
      message: 'The <LEDGERBAL> on line 19 has no <BALAMT>, which it must have.',
      line: 19,
      element: 'BALAMT',
    });
  });

  it('a long unreadable value, quoted short', () => {
    const e = failure(bank(`<DTPOSTED>20240102\n<TRNAMT>${'x'.repeat(100)}`));
    expect(e.message).toBe(
      `The <TRNAMT> on line 16 is "${'x'.repeat(40)}…", which is not an amount.`,
    );
  });

  it('a file cut short inside a line, naming where the line opened', () => {
    const whole = bank('<DTPOSTED>20240102\n<TRNAMT>-1.00\n<FITID>1');
    const cut = whole.slice(0, whole.indexOf('<FITID>'));
    expect(said(failure(cut))).toEqual({
      message: 'The element <STMTTRN> opened on line 14 is never closed: the file is cut short.',
      line: 17,
      element: 'STMTTRN',
    });
  });

  it('a file cut short inside a tag', () => {
    const whole = bank('<DTPOSTED>20240102\n<TRNAMT>-1.00\n<FITID>1');
    const cut = whole.slice(0, whole.indexOf('<FITID>') + 4);
    expect(said(failure(cut))).toEqual({
      message: 'A tag is not closed by ">".',
      line: 17,
      element: null,
    });
  });

  it('an OFX 2.x file cut short', () => {
    const xml = `<?xml version="1.0"?>
<?OFX OFXHEADER="200" VERSION="220"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <STMTRS>
        <BANKTRANLIST>
          <STMTTRN>
            <DTPOSTED>20240102</DTPOSTED>`;
    expect(said(failure(xml))).toEqual({
      message: 'The element <STMTTRN> opened on line 8 is never closed: the file is cut short.',
      line: 9,
      element: 'STMTTRN',
    });
  });
});

describe('parseOfx refuses the bank error status in place of a statement', () => {
  it('at sign-on, with the bank’s message', () => {
    const ofx = `OFXHEADER:100
DATA:OFXSGML

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>15500
<SEVERITY>ERROR
<MESSAGE>Invalid user ID or password
</STATUS>
<DTSERVER>20240105120000
<LANGUAGE>ENG
</SONRS>
</SIGNONMSGSRSV1>
</OFX>
`;
    expect(said(failure(ofx))).toEqual({
      message:
        'The bank answered with error 15500 (<STATUS> on line 7) instead of a statement: Invalid user ID or password',
      line: 7,
      element: 'STATUS',
    });
  });

  it('in the statement response, without a message', () => {
    const ofx = `<OFX>
<CREDITCARDMSGSRSV1>
<CCSTMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>10500
<SEVERITY>ERROR
</STATUS>
</CCSTMTTRNRS>
</CREDITCARDMSGSRSV1>
</OFX>`;
    expect(said(failure(ofx))).toEqual({
      message: 'The bank answered with error 10500 (<STATUS> on line 5) instead of a statement.',
      line: 5,
      element: 'STATUS',
    });
  });

  it('in OFX 2.x XML too', () => {
    const xml = `<?xml version="1.0"?>
<OFX><SIGNONMSGSRSV1><SONRS>
<STATUS><CODE>2000</CODE><SEVERITY>ERROR</SEVERITY><MESSAGE>Try later</MESSAGE></STATUS>
</SONRS></SIGNONMSGSRSV1></OFX>`;
    expect(failure(xml).message).toBe(
      'The bank answered with error 2000 (<STATUS> on line 3) instead of a statement: Try later',
    );
  });

  it('but not an error status outside sign-on and the statements, nor an INFO one', () => {
    const ofx = `<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS></SONRS></SIGNONMSGSRSV1>
<PROFMSGSRSV1><PROFTRNRS><STATUS><CODE>2000<SEVERITY>ERROR</STATUS></PROFTRNRS></PROFMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><STATUS><CODE>0000<SEVERITY>ERROR</STATUS>
<STMTRS><BANKACCTFROM><ACCTID>9</BANKACCTFROM></STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>`;
    expect(parseOfx(ofx).accounts.map((a) => a.ref)).toEqual(['9']);
  });
});
