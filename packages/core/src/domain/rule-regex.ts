import { RE2JS } from 're2js';

/**
 * A rule's `regex` condition (ADR 0020) runs on re2js: RE2's syntax and an engine whose
 * time grows with the text, never exponentially, so no pattern a user saves can hold the event loop
 * for everyone (V8's backtracking RegExp spent 5.5 s on `^(a+)+$` against 30 a's and a '!').
 * Case-insensitive, and it searches anywhere in the text, as RegExp.test with 'i' did.
 */

/** The longest pattern a rule may hold. */
export const RULE_REGEX_MAX = 200;

/**
 * The largest compiled program (re2js's programSize) a rule may run. Repeats expand: `\pL{999}` is
 * 1,001 instructions in 8 characters. Past about 1,000, the states of re2js's DFA outgrow its 8 MB
 * budget and it keeps clearing and rebuilding them: 100+ ms per 500-character description,
 * measured. Up to it, well under 1 ms per description once the DFA has its states; building them,
 * on the first descriptions a pattern meets, took up to ~0.1 s for the worst patterns found.
 */
export const RULE_REGEX_PROGRAM_MAX = 1000;

/**
 * Why a pattern is refused: too long; syntax only JavaScript knows (backreferences, lookaround,
 * `\u00e9`: RE2 writes `\x{e9}`); a program too large; or no regular expression at all.
 */
export type RuleRegexProblem = 'tooLong' | 'unsupported' | 'tooLarge' | 'invalid';

/**
 * Does the text match? `lower` is the text lower-cased and `ascii` whether it is all ASCII: the
 * caller works both out once per transaction (rules.ts), and the shortcuts below need them.
 */
export type RuleRegexTest = (text: string, lower: string, ascii: boolean) => boolean;

/** The pattern's answer for ASCII text when it has one, `undefined` when re2js must decide. */
type Shortcut = (lower: string) => boolean | undefined;

interface Entry {
  problem: RuleRegexProblem | null;
  test: RuleRegexTest | null;
}

// A literal character of RE2 wherever it stands: printable ASCII but the metacharacters.
const LEAD = /^[ !"#%&',\-/0-9:;<=>@A-Z_`a-z~]*/;

/**
 * A literal pattern, or one that starts with a literal, answered by string tests on ASCII text.
 * On ASCII, RE2's case folding is exactly lower-casing (the only non-ASCII partners of ASCII
 * letters, U+212A of k and U+017F of s, cannot be in the text), `^` is the start of the text and
 * `$` its very end (no multiline flag). So a literal is `includes`, `^lit` `startsWith`, `lit$`
 * `endsWith` and `^lit$` equality; a pattern that only starts with one (`^card [0-9]+$`) cannot
 * match a text without it, and re2js is asked only about the texts that have it (an import's
 * lines mostly do not). Not after a `|` anywhere: the literal would no longer be required.
 */
function shortcut(source: string): Shortcut | null {
  const anchored = source.startsWith('^');
  const body = anchored ? source.slice(1) : source;
  const lead = LEAD.exec(body)![0];
  const rest = body.slice(lead.length);
  const lit = lead.toLowerCase();
  if (rest === '') return anchored ? (t) => t.startsWith(lit) : (t) => t.includes(lit);
  if (rest === '$') return anchored ? (t) => t === lit : (t) => t.endsWith(lit);
  if (source.includes('|')) return null;
  // A `?`, `*` or `{…}` after the literal makes its last character optional (`+` does not).
  const required = /^[?*{]/.test(rest) ? lit.slice(0, -1) : lit;
  if (required === '') return null;
  return anchored
    ? (t) => (t.startsWith(required) ? undefined : false)
    : (t) => (t.includes(required) ? undefined : false);
}

function entryFor(source: string): Entry {
  if (source.length > RULE_REGEX_MAX) return { problem: 'tooLong', test: null };
  let re: RE2JS;
  try {
    re = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch {
    // Compiling a JavaScript RegExp runs nothing: it only tells which reason to give.
    try {
      new RegExp(source);
      return { problem: 'unsupported', test: null };
    } catch {
      return { problem: 'invalid', test: null };
    }
  }
  if (re.programSize() > RULE_REGEX_PROGRAM_MAX) return { problem: 'tooLarge', test: null };
  const quick = shortcut(source);
  return {
    problem: null,
    test: quick
      ? (text, lower, ascii) => (ascii ? (quick(lower) ?? re.test(text)) : re.test(text))
      : (text) => re.test(text),
  };
}

// Each pattern is compiled once, not once per line of an import. A compiled pattern keeps its DFA
// states (up to re2js's 8 MB budget each), so the oldest are let go past 64: an import with 50 rules
// keeps all of its own.
const CACHE_MAX = 64;
const cache = new Map<string, Entry>();
function entry(source: string): Entry {
  let e = cache.get(source);
  if (!e) {
    e = entryFor(source);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(source, e);
  }
  return e;
}

/** Why a rule may not hold this pattern, or null when it may. */
export function ruleRegexProblem(source: string): RuleRegexProblem | null {
  return entry(source).problem;
}

/** A regex a rule may hold: re2js runs it, it is not too long and its program not too large. */
export function isValidRuleRegex(source: string): boolean {
  return entry(source).problem === null;
}

/**
 * The compiled test, or null for a pattern a rule may not hold: a rule saved before re2js with
 * one (a backreference, a lookahead) matches nothing, as an invalid pattern always did.
 */
export function ruleRegex(source: string): RuleRegexTest | null {
  return entry(source).test;
}
