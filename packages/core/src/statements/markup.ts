import { StatementError } from './statement.js';

/**
 * One reader for the two markups statements come in: XML (OFX 2.x, CAMT.05x) and OFX 1.x's SGML,
 * whose leaf elements have no closing tag (`<TRNAMT>-12.50` then the next tag). It walks the text
 * once, builds only the subtrees the caller collects (one STMTTRN, one Ntry) and hands each over as
 * it closes, so a 100k-entry file never becomes one tree in memory. Namespace prefixes are dropped
 * (`ns2:Ntry` is `Ntry`); comments, processing instructions and the DOCTYPE are skipped.
 */

export interface MarkupElement {
  name: string;
  attrs: Record<string, string>;
  /** The element's own text, entities decoded and trimmed; '' when it has none. */
  text: string;
  children: MarkupElement[];
  /** The 1-based line of its opening tag. */
  line: number;
}

export interface MarkupVisitor {
  /** Whether the element's whole subtree is built and handed over (else only its leaves are). */
  collect: (name: string) => boolean;
  /**
   * An element closed: a collected one with its subtree, or one outside every collected subtree
   * (then without children). `path` names its ancestors, outermost first.
   */
  element: (el: MarkupElement, path: readonly string[]) => void;
  /** An element opened outside every collected subtree (account boundaries). */
  open?: (name: string, path: readonly string[]) => void;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five named entities and numeric references; an unknown one stays as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
const ATTR = /([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function attrsOf(body: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of body.matchAll(ATTR)) attrs[localName(m[1]!)] = decodeEntities(m[3] ?? m[4] ?? '');
  return attrs;
}

/** Tags read between two yields of the walk: the caller's turn of the event loop. */
const SLICE = 2_000;

/**
 * Walks the markup, calling the visitor; a generator that yields every SLICE tags so that a
 * server can give other requests a turn (see drainYielding), and returns when the text ends.
 * A closing tag that matches no open element, or an element left open at the end of an XML text,
 * is a StatementError naming its line and element.
 */
export function* walkMarkup(text: string, v: MarkupVisitor): Generator<void, void> {
  const stack: MarkupElement[] = [];
  let depthCollected = -1; // the stack index of the collected subtree's root; -1 when none
  let line = 1;
  let at = 0; // the text up to `at` is counted in `line`
  let pos = 0;
  let handled = 0;
  const lineAt = (i: number) => {
    for (; at < i; at += 1) if (text.charCodeAt(at) === 10) line += 1;
    return line;
  };
  const path = () => stack.map((e) => e.name);
  const close = (el: MarkupElement) => {
    const i = stack.length; // el was just popped: it stood at index i
    if (depthCollected >= 0 && i > depthCollected) {
      stack[i - 1]!.children.push(el);
      return;
    }
    if (i === depthCollected) depthCollected = -1;
    v.element(el, path());
  };
  // SGML (OFX 1.x): a leaf with text and no closing tag closes where the next tag begins.
  const closeOpenLeaf = (name: string | null) => {
    const top = stack[stack.length - 1];
    if (top && top.text !== '' && top.children.length === 0 && top.name !== name) {
      stack.pop();
      close(top);
    }
  };
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const end = lt < 0 ? text.length : lt;
    if (end > pos) {
      const raw = text.slice(pos, end).trim();
      if (raw !== '') {
        const top = stack[stack.length - 1];
        if (top) top.text += decodeEntities(raw);
      }
    }
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      pos = skipTo(text, '-->', lt, lineAt);
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const stop = skipTo(text, ']]>', lt, lineAt);
      const top = stack[stack.length - 1];
      if (top) top.text += text.slice(lt + 9, stop - 3);
      pos = stop;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0) throw new StatementError('A tag is not closed by ">".', lineAt(lt));
    const body = text.slice(lt + 1, gt);
    pos = gt + 1;
    if (body[0] === '?' || body[0] === '!') continue;
    if (body[0] === '/') {
      const name = localName(body.slice(1).trim());
      closeOpenLeaf(name);
      let i = stack.length - 1;
      while (i >= 0 && stack[i]!.name !== name) i -= 1;
      if (i < 0) {
        throw new StatementError(
          `The closing tag </${name}> matches no open element.`,
          lineAt(lt),
          name,
        );
      }
      // SGML: an element left open inside (an empty leaf, `<MEMO>` then the next tag) closes
      // here, and what was read into it belongs to its parent.
      while (stack.length - 1 > i) {
        const inner = stack.pop()!;
        const kids = inner.children;
        inner.children = [];
        close(inner);
        stack[stack.length - 1]!.children.push(...kids);
      }
      close(stack.pop()!);
    } else {
      const selfClosing = body.endsWith('/');
      const inner = selfClosing ? body.slice(0, -1) : body;
      const space = inner.search(/\s/);
      const name = localName(space < 0 ? inner : inner.slice(0, space));
      if (name === '') throw new StatementError('A tag has no name.', lineAt(lt));
      closeOpenLeaf(null);
      const el: MarkupElement = {
        name,
        attrs: space < 0 ? {} : attrsOf(inner.slice(space)),
        text: '',
        children: [],
        line: lineAt(lt),
      };
      if (depthCollected < 0) {
        v.open?.(name, path());
        if (v.collect(name)) depthCollected = stack.length;
      }
      stack.push(el);
      if (selfClosing) close(stack.pop()!);
    }
    handled += 1;
    if (handled % SLICE === 0) yield;
  }
  closeOpenLeaf(null);
  const open = stack[stack.length - 1];
  if (open) {
    throw new StatementError(
      `The element <${open.name}> opened on line ${open.line} is never closed: the file is cut short.`,
      lineAt(text.length),
      open.name,
    );
  }
}

function skipTo(text: string, stop: string, from: number, lineAt: (i: number) => number): number {
  const i = text.indexOf(stop, from);
  if (i < 0) throw new StatementError(`"${stop}" is missing: the file is cut short.`, lineAt(from));
  return i + stop.length;
}

/** Runs a walking generator to its end at once (tests, small files, the browser). */
export function drain<T>(gen: Generator<void, T>): T {
  for (;;) {
    const r = gen.next();
    if (r.done) return r.value;
  }
}

/** The first child of that name, or undefined. */
export const child = (el: MarkupElement, name: string) => el.children.find((c) => c.name === name);

/** The text at a path of child names (`child(el, 'a', 'b')`), or null when any step is missing. */
export function textAt(el: MarkupElement, ...names: string[]): string | null {
  let at: MarkupElement | undefined = el;
  for (const n of names) at = at && child(at, n);
  return at ? at.text : null;
}
