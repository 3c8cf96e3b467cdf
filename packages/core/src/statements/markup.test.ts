import { describe, expect, it } from 'vitest';
import { drain, type MarkupElement, textAt, walkMarkup } from './markup.js';
import type { StatementError } from './statement.js';

function walk(text: string, collect: string[]) {
  const got: { el: MarkupElement; path: string }[] = [];
  drain(
    walkMarkup(text, {
      collect: (n) => collect.includes(n),
      element: (el, path) => got.push({ el, path: path.join('/') }),
    }),
  );
  return got;
}

describe('walkMarkup', () => {
  it('closes SGML leaves at the next tag, as OFX 1.x writes them', () => {
    const sgml =
      'OFXHEADER:100\n<OFX>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<TRNAMT>-12,50\n<NAME>Caf&eacute; &amp; Co\n</STMTTRN>\n<CURDEF>EUR\n</OFX>';
    const got = walk(sgml, ['STMTTRN']);
    expect(got.map((g) => `${g.path}>${g.el.name}`)).toEqual(['OFX>STMTTRN', 'OFX>CURDEF', '>OFX']);
    const trn = got[0]!.el;
    expect(trn.line).toBe(3);
    expect(trn.children.map((c) => [c.name, c.text, c.line])).toEqual([
      ['TRNTYPE', 'DEBIT', 4],
      ['TRNAMT', '-12,50', 5],
      ['NAME', 'Caf&eacute; & Co', 6],
    ]);
    expect(got[1]!.el.text).toBe('EUR');
  });

  it('reads XML with namespaces, attributes, CDATA and numeric references', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment <Ntry> -->
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <ns2:Ntry><ns2:Amt Ccy="EUR">12.5</ns2:Amt><Ustrd><![CDATA[a <b>]]></Ustrd><Nm>M&#252;ller &#x20AC;</Nm></ns2:Ntry>
  <Empty/>
</ns2:Document>`;
    const got = walk(xml, ['Ntry']);
    expect(got.map((g) => g.el.name)).toEqual(['Ntry', 'Empty', 'Document']);
    const ntry = got[0]!.el;
    expect(ntry.line).toBe(4);
    expect(ntry.children[0]).toMatchObject({ name: 'Amt', attrs: { Ccy: 'EUR' }, text: '12.5' });
    expect(textAt(ntry, 'Ustrd')).toBe('a <b>');
    expect(textAt(ntry, 'Nm')).toBe('Müller €');
    expect(textAt(ntry, 'Nope', 'Nm')).toBeNull();
  });

  it('closes an empty SGML leaf when its parent closes, keeping what followed it', () => {
    const got = walk('<A><MEMO><NAME>x</A>', ['A']);
    expect(got[0]!.el.children.map((c) => [c.name, c.text])).toEqual([
      ['MEMO', ''],
      ['NAME', 'x'],
    ]);
  });

  it('names the line and element of a file cut short or a stray closing tag', () => {
    expect(() => walk('<Document>\n<Ntry>\n<Amt>1</Amt>', [])).toThrow(
      expect.objectContaining({ line: 3, element: 'Ntry' }) as StatementError,
    );
    expect(() => walk('<A>\n</B>', [])).toThrow(/<\/B> matches no open element/);
    expect(() => walk('<A>\n<B', [])).toThrow(/not closed by ">"/);
  });

  it('yields every few thousand elements, so a server can let others in', () => {
    const big = `<R>${'<X>1</X>'.repeat(5_000)}</R>`;
    const gen = walkMarkup(big, { collect: () => false, element: () => undefined });
    let turns = 0;
    while (!gen.next().done) turns += 1;
    expect(turns).toBe(5); // 10 002 tags
  });
});
