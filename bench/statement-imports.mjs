// The statement files' import measures of `npm run bench` (issue 31): a 100k-line OFX and a
// 100k-entry CAMT.053 of the same lines as the CSV measure (bench/imports.mjs), each into a fresh
// account, with /api/health/live probed meanwhile (reading a statement must not hold the loop).
import { api, probeLive, stats } from './measures.mjs';

const LINES = 100_000;
const START = Date.parse('2016-01-01T00:00:00Z');

/** The i-th line, as the CSV measure's: a date, a signed amount, a text. */
function line(i) {
  const day = new Date(START + (i % 3000) * 86_400_000).toISOString().slice(0, 10);
  const amount =
    i % 4 === 0 ? (500 + (i % 97)).toFixed(2) : (-(1 + (i % 89) + (i % 7) / 10)).toFixed(2);
  return { day, amount, text: `import line ${i}` };
}

function ofx() {
  const out = [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR',
    '<BANKACCTFROM><BANKID>1<ACCTID>BENCH-OFX<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
  ];
  for (let i = 0; i < LINES; i += 1) {
    const l = line(i);
    out.push(
      `<STMTTRN><TRNTYPE>${l.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${l.day.replaceAll('-', '')}<TRNAMT>${l.amount}<FITID>F${i}<NAME>${l.text}</STMTTRN>`,
    );
  }
  out.push('</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
  return out.join('\n');
}

function camt() {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id>',
    '<Acct><Id><IBAN>DE00BENCH0000000000001</IBAN></Id><Ccy>EUR</Ccy></Acct>',
  ];
  for (let i = 0; i < LINES; i += 1) {
    const l = line(i);
    const out_ = l.amount.startsWith('-');
    const party = out_ ? 'Cdtr' : 'Dbtr';
    out.push(
      `<Ntry><Amt Ccy="EUR">${out_ ? l.amount.slice(1) : l.amount}</Amt><CdtDbtInd>${out_ ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${l.day}</Dt></BookgDt><AcctSvcrRef>R${i}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><${party}><Nm>Shop ${i % 500}</Nm></${party}></RltdPties><RmtInf><Ustrd>${l.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  }
  out.push('</Stmt></BkToCstmrStmt></Document>');
  return out.join('\n');
}

async function timedStatement(address, ctx, name, text) {
  const auth = { token: ctx.token, csrf: ctx.csrf };
  const account = await api(address, 'POST', '/api/account', {
    ...auth,
    body: { name, type: 'STOCKS', currency: 'EUR', balance: 1000 },
  });
  const form = new FormData();
  form.set('accountId', String(account.id));
  form.set('file', new Blob([text]), 'statement');
  const live = probeLive(address);
  const t0 = performance.now();
  const result = await api(address, 'POST', '/api/transactions/import', { ...auth, body: form });
  const ms = Math.round(performance.now() - t0);
  const times = await live.stop();
  return {
    ms,
    mb: +(Buffer.byteLength(text) / 1e6).toFixed(1),
    imported: result.imported,
    errors: result.errors?.length ?? 0,
    live: stats(times),
  };
}

/** Both files, timed end to end. */
export async function statementImports(address, ctx) {
  return {
    ofx: await timedStatement(address, ctx, 'OFX import', ofx()),
    camt: await timedStatement(address, ctx, 'CAMT import', camt()),
  };
}
