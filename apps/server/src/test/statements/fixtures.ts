/**
 * Statement files for the API tests, written from the formats' published descriptions (OFX 1.0.2,
 * the QIF reference, ISO 20022 camt.053.001.02): the shapes real banks send, with the awkward
 * cases the import must take (SGML leaves, comma decimals, zones, splits, transfers, batches).
 */

/** A household's QIF export: a split payment, a transfer to savings, ambiguous dates (MDY). */
export const QIF_BANK = [
  '!Type:Bank',
  'D03/01/2024',
  'T-120.00',
  'PMarket',
  'MWeekly shop',
  'LGroceries',
  '^',
  'D03/02/2024',
  'T-100.00',
  'PSupermarket',
  'SGroceries',
  'EFood',
  '$-70.00',
  'SHousehold',
  '$-30.00',
  '^',
  'D03/05/2024',
  'T1,500.00',
  'PEmployer',
  'LSalary',
  '^',
  'D03/06/2024',
  'T-200.00',
  'PTo savings',
  'L[Savings]',
  '^',
  '',
].join('\r\n');

const OFX_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\r\n');

const stmttrn = (type: string, day: string, amount: string, id: string, rest: string) =>
  `<STMTTRN><TRNTYPE>${type}<DTPOSTED>${day}<TRNAMT>${amount}<FITID>${id}${rest}</STMTTRN>`;

/** A bank statement and a card statement in one OFX 1.x file (SGML, Windows-1252). */
export function ofxTwoAccounts(bankLines: string[] = OFX_BANK_LINES, bankBalance = '2377.50') {
  return [
    OFX_HEADER,
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240310120000<LANGUAGE>FRA</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>30004<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20240301<DTEND>20240310',
    ...bankLines,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${bankBalance}<DTASOF>20240310</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>2<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<CCSTMTRS><CURDEF>EUR<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>',
    '<BANKTRANLIST><DTSTART>20240301<DTEND>20240310',
    stmttrn('DEBIT', '20240303', '-25.00', 'C1', '<NAME>Librairie'),
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>-25.00<DTASOF>20240310</LEDGERBAL>',
    '</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}

export const OFX_BANK_LINES = [
  stmttrn('DEBIT', '20240302120000[0:GMT]', '-42,50', 'A1', '<NAME>Café Rio<MEMO>Lunch'),
  stmttrn('CREDIT', '20240305', '1500.00', 'A2', '<NAME>Employer'),
  stmttrn('CHECK', '20240306000000.000[-5:EST]', '-80', 'A3', '<CHECKNUM>104<NAME>Plumber'),
];

/** The next month's file overlaps: A3 again, and one new line. */
export const OFX_NEXT_LINES = [
  OFX_BANK_LINES[2]!,
  stmttrn('DEBIT', '20240309', '-10.00', 'A4', '<NAME>Bäckerei'),
];

/** A camt.053.001.02 statement: two booked entries, one pending, a batch of two transfers. */
export const CAMT_053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2024-03</MsgId><CreDtTm>2024-03-31T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2024-03</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">2012.35</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-31</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">87.65</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2024-03-04</Dt></BookgDt><ValDt><Dt>2024-03-04</Dt></ValDt>
        <AcctSvcrRef>REF-0001</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Cdtr><Nm>Stadtwerke München</Nm></Cdtr></RltdPties>
          <RmtInf><Ustrd>Strom März</Ustrd><Ustrd>Kunde 4711</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">900.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2024-03-15</Dt></BookgDt>
        <AcctSvcrRef>REF-0002</AcctSvcrRef>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">600.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Mieter A</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Miete März</Ustrd></RmtInf></TxDtls>
          <TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">300.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Mieter B</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Miete März</Ustrd></RmtInf></TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">200.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2024-03-20</Dt></BookgDt>
        <AcctSvcrRef>REF-0003</AcctSvcrRef>
        <AddtlNtryInf>Bareinzahlung</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts>
        <BookgDt><Dt>2024-03-31</Dt></BookgDt>
        <AcctSvcrRef>REF-0004</AcctSvcrRef>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
