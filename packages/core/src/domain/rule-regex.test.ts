import { RE2JS } from 're2js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RULE_REGEX_MAX,
  RULE_REGEX_PROGRAM_MAX,
  isValidRuleRegex,
  ruleRegexProblem,
} from './rule-regex.js';
import { applyRules, conditionMatches, type RuleDefinition } from './rules.js';

/** ADR 0020: rules' regex conditions on re2js. */
const on = (pattern: string, description: string | null) =>
  conditionMatches(
    { field: 'description', op: 'regex', value: pattern },
    { description, amount: '1', accountId: 1, type: 'EXPENSE', category: null },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rule regex', () => {
  it('a pattern that backtracks for ever in RegExp answers on re2js, and does not match', () => {
    expect(isValidRuleRegex('^(a+)+$')).toBe(true);
    expect(on('^(a+)+$', 'a'.repeat(5000) + '!')).toBe(false);
    expect(on('^(a+)+$', 'a'.repeat(30) + '!')).toBe(false);
    expect(on('^(a+)+$', 'A'.repeat(30))).toBe(true);
    expect(on('(x+x+)+y', 'x'.repeat(5000))).toBe(false);
  });

  it('ignores case and searches anywhere, as RegExp.test with i did; ^ and $ are the text’s ends', () => {
    expect(on('^starbucks #\\d+', 'STARBUCKS #123 Paris')).toBe(true);
    expect(on('paris$', 'STARBUCKS #123 Paris')).toBe(true);
    expect(on('#\\d+ p', 'STARBUCKS #123 Paris')).toBe(true);
    expect(on('^paris', 'STARBUCKS #123 Paris')).toBe(false);
    expect(on('^card [0-9]+$', 'card 123')).toBe(true);
    expect(on('^card [0-9]+$', 'card 123\n')).toBe(false);
    expect(on('café', 'CAFÉ de Flore')).toBe(true);
    expect(on('', 'anything')).toBe(true);
    expect(on('^$', null)).toBe(true);
  });

  it('takes string shortcuts on ASCII text only where RE2 would answer the same', () => {
    // Literal, ^literal, literal$, ^literal$: on ASCII and on text RE2 folds differently.
    expect(on('line 9', 'Import LINE 98')).toBe(true);
    expect(on('^import', 'IMPORT line')).toBe(true);
    expect(on('line 98$', 'import line 98')).toBe(true);
    expect(on('^import line 98$', 'Import Line 98')).toBe(true);
    expect(on('^import line 98$', 'import line 981')).toBe(false);
    // U+017F (long s) and U+212A (Kelvin) fold to s and k in RE2; lower-casing would miss them.
    expect(on('strasse', '\u017Ftrasse')).toBe(true);
    expect(on('^kiosk$', '\u212Aiosk')).toBe(true);
    expect('\u017Ftrasse'.toLowerCase().includes('strasse')).toBe(false);
    // A pattern that starts with a literal: the rest is still RE2's to judge.
    expect(on('line 9+$', 'import line 999')).toBe(true);
    expect(on('line 9+$', 'import line 990')).toBe(false);
    expect(on('line 9?8', 'import line 8')).toBe(true);
    expect(on('line 9{0}8', 'import line 8')).toBe(true);
    expect(on('cafe|line', 'import line')).toBe(true);
  });

  it('refuses what RE2 cannot run, what is too long or too large, and what is no regex', () => {
    expect(ruleRegexProblem('^rent\\b')).toBeNull();
    for (const unsupported of ['(a)\\1', 'a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b', '\\u00e9'])
      expect(ruleRegexProblem(unsupported), unsupported).toBe('unsupported');
    expect(ruleRegexProblem('\\x{e9}')).toBeNull();
    for (const invalid of ['[a-', '(', 'a**', 'a++'])
      expect(ruleRegexProblem(invalid)).toBe('invalid');
    expect(ruleRegexProblem('a'.repeat(RULE_REGEX_MAX))).toBeNull();
    expect(ruleRegexProblem('a'.repeat(RULE_REGEX_MAX + 1))).toBe('tooLong');
    // `\pL{999}` compiles to more than RULE_REGEX_PROGRAM_MAX instructions in 8 characters.
    expect(RE2JS.compile('\\pL{999}').programSize()).toBeGreaterThan(RULE_REGEX_PROGRAM_MAX);
    expect(ruleRegexProblem('\\pL{999}')).toBe('tooLarge');
    expect(ruleRegexProblem('\\pL{99}')).toBeNull();
  });

  it('a stored rule whose pattern re2js cannot run matches nothing and throws nothing', () => {
    const rule: RuleDefinition = {
      match: 'ANY',
      conditions: [
        { field: 'description', op: 'regex', value: '^(?=rent)' },
        { field: 'category', op: 'regex', value: '\\pL{999}' },
      ],
      actions: [{ field: 'category', value: 'Rent' }],
    };
    const subject = {
      description: 'rent',
      amount: '1',
      accountId: 1,
      type: 'EXPENSE',
      category: 'x'.repeat(999),
    };
    expect(applyRules([rule], subject)).toEqual(subject);
  });

  it('compiles each pattern once, however many transactions it is asked about', () => {
    const compile = vi.spyOn(RE2JS, 'compile');
    const pattern = '^cached [0-9]+ once$';
    for (let i = 0; i < 50; i++) on(pattern, `cached ${i} once`);
    expect(on(pattern, 'CACHED 7 ONCE')).toBe(true);
    expect(isValidRuleRegex(pattern)).toBe(true);
    expect(compile.mock.calls.filter(([source]) => source === pattern)).toHaveLength(1);
  });
});
