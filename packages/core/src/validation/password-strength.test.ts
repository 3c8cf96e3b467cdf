import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_MAX, PASSWORD_STRENGTH_THRESHOLD } from '../constants.js';
import {
  PASSWORD_FEEDBACK,
  hasSequentialStart,
  hasTripleRepeat,
  isStrongPassword,
  scorePassword,
} from './password-strength.js';

describe('PASSWORD_FEEDBACK', () => {
  it('holds the spec’s seven texts', () => {
    expect(Object.values(PASSWORD_FEEDBACK)).toEqual([
      'At least 8 characters',
      'Add lowercase',
      'Add uppercase',
      'Add numbers',
      'Add special characters',
      'Avoid repeating characters',
      'Avoid sequential characters',
    ]);
  });
});

describe('scorePassword', () => {
  it('scores the empty password', () => {
    // '' : len 0, lower 0, upper 0, digit 0, special 0, no triple +1, no sequential start +1 → 2
    const r = scorePassword('');
    expect(r.score).toBe(2);
    expect(r.strong).toBe(false);
    expect(r.feedback).toEqual([
      'At least 8 characters',
      'Add lowercase',
      'Add uppercase',
      'Add numbers',
      'Add special characters',
    ]);
    expect(r.feedbackKeys).toEqual(['minLength', 'lowercase', 'uppercase', 'numbers', 'special']);
  });

  it('takes a point off for a sequential start', () => {
    // 'Abcdef1!' : len>=8 +1, lower +1, upper +1, digit +1, special +1, no triple +1, sequential start 'Abc' 0 → 6
    const r = scorePassword('Abcdef1!');
    expect(r.score).toBe(6);
    expect(r.strong).toBe(false);
    expect(r.feedback).toEqual(['Avoid sequential characters']);
  });

  it('reaches the threshold with 8 varied characters', () => {
    // 'Xk9!mP2#' : len>=8 +1, lower +1, upper +1, digit +1, special +1, no triple +1, no sequential +1 → 7
    const r = scorePassword('Xk9!mP2#');
    expect(r.score).toBe(7);
    expect(r.score).toBe(PASSWORD_STRENGTH_THRESHOLD);
    expect(r.strong).toBe(true);
    expect(r.feedback).toEqual([]);
  });

  it('adds a point at 12 and at 16 characters', () => {
    // 'Xk9!mP2#qL7$' : 7 as above + len>=12 +1 → 8
    expect(scorePassword('Xk9!mP2#qL7$').score).toBe(8);
    // 'Xk9!mP2#qL7' (11 chars) : 7, len>=12 not met → 7
    expect(scorePassword('Xk9!mP2#qL7').score).toBe(7);
    // 'Xk9!mP2#qL7$wR4%' : 7 + len>=12 +1 + len>=16 +1 → 9 (the highest reachable score)
    expect(scorePassword('Xk9!mP2#qL7$wR4%').score).toBe(9);
    // 'Xk9!mP2#qL7$wR4' (15 chars) : 7 + 1 → 8
    expect(scorePassword('Xk9!mP2#qL7$wR4').score).toBe(8);
  });

  it('never exceeds the cap', () => {
    // 64 varied characters: 3 length points + 6 rule points → 9 ≤ 10
    const r = scorePassword('Xk9!mP2#qL7$wR4%'.repeat(4));
    expect(r.score).toBe(9);
    expect(r.score).toBeLessThanOrEqual(PASSWORD_STRENGTH_MAX);
  });

  it('fails a 7-character password on length only', () => {
    // 'Xk9!mP2' : len 7 0, lower +1, upper +1, digit +1, special +1, no triple +1, no sequential +1 → 6
    const r = scorePassword('Xk9!mP2');
    expect(r.score).toBe(6);
    expect(r.feedback).toEqual(['At least 8 characters']);
  });

  it('takes a point off for a triple repeat anywhere', () => {
    // 'Xk9!mPPP' : len>=8 +1, lower +1, upper +1, digit +1, special +1, triple 'PPP' 0, no sequential +1 → 6
    const r = scorePassword('Xk9!mPPP');
    expect(r.score).toBe(6);
    expect(r.feedback).toEqual(['Avoid repeating characters']);
    // 'Xk9!mPP2' : a double is fine → 7
    expect(scorePassword('Xk9!mPP2').score).toBe(7);
  });

  it('asks for each missing character class', () => {
    // 'xk9!mp2#' : len>=8 +1, lower +1, upper 0, digit +1, special +1, no triple +1, no sequential +1 → 6
    expect(scorePassword('xk9!mp2#')).toMatchObject({ score: 6, feedback: ['Add uppercase'] });
    // 'XK9!MP2#' : len +1, lower 0, upper +1, digit +1, special +1, triple +1, sequential +1 → 6
    expect(scorePassword('XK9!MP2#')).toMatchObject({ score: 6, feedback: ['Add lowercase'] });
    // 'Xk!!mP#q' : len +1, lower +1, upper +1, digit 0, special +1, triple +1, sequential +1 → 6
    expect(scorePassword('Xk!!mP#q')).toMatchObject({ score: 6, feedback: ['Add numbers'] });
    // 'Xk9zmP2q' : len +1, lower +1, upper +1, digit +1, special 0, triple +1, sequential +1 → 6
    expect(scorePassword('Xk9zmP2q')).toMatchObject({
      score: 6,
      feedback: ['Add special characters'],
    });
  });

  it('does not count white space as a special character', () => {
    // 'Xk9 mP2q' : len +1, lower +1, upper +1, digit +1, special 0 (space), triple +1, sequential +1 → 6
    expect(scorePassword('Xk9 mP2q')).toMatchObject({
      score: 6,
      feedback: ['Add special characters'],
    });
  });

  it('scores a long lowercase passphrase below the threshold', () => {
    // 'correcthorsebatterystaple' (25) : len +3, lower +1, upper 0, digit 0, special 0, no triple +1, 'cor' not sequential +1 → 6
    const r = scorePassword('correcthorsebatterystaple');
    expect(r.score).toBe(6);
    expect(r.feedback).toEqual(['Add uppercase', 'Add numbers', 'Add special characters']);
  });

  it('recognises non-ASCII letters', () => {
    // 'Élan9!wZ' : len 8 +1, lower +1 (l, a, n, w), upper +1 (É, Z), digit +1, special +1, triple +1, 'éla' not sequential +1 → 7
    expect(scorePassword('Élan9!wZ')).toMatchObject({ score: 7, strong: true });
  });

  it('counts an emoji as one character', () => {
    // 'Xk9!mP2😀' has 8 code points (9 UTF-16 units): len>=8 +1, lower, upper, digit, special (!, 😀) +4, triple +1, seq +1 → 7
    expect(scorePassword('Xk9!mP2😀').score).toBe(7);
    // 'Xk9!mP😀' has 7 code points → length point lost → 6
    expect(scorePassword('Xk9!mP😀').score).toBe(6);
  });

  it('combines several failures', () => {
    // 'aaa' : len 0, lower +1, upper 0, digit 0, special 0, triple 0, 'aaa' not sequential +1 → 2
    const r = scorePassword('aaa');
    expect(r.score).toBe(2);
    expect(r.feedbackKeys).toEqual(['minLength', 'uppercase', 'numbers', 'special', 'repeating']);
    // '1234' : len 0, lower 0, upper 0, digit +1, special 0, no triple +1, sequential '123' 0 → 2
    expect(scorePassword('1234').feedbackKeys).toEqual([
      'minLength',
      'lowercase',
      'uppercase',
      'special',
      'sequential',
    ]);
  });

  it('isStrongPassword follows the threshold', () => {
    expect(isStrongPassword('Xk9!mP2#')).toBe(true);
    expect(isStrongPassword('Abcdef1!')).toBe(false);
  });
});

describe('hasSequentialStart', () => {
  it.each([
    ['abc', true],
    ['ABCdef', true],
    ['Abc', true],
    ['cba1', true],
    ['xyz', true],
    ['123', true],
    ['789x', true],
    ['987', true],
    ['210', true],
    ['qwerty', true],
    ['ewq', true],
    ['asdf', true],
    ['zxc', true],
    ['mnb', true],
    ['yza', false], // no wrap-around at the end of the alphabet
    ['901', false], // nor of the digits
    ['abd', false],
    ['a1b', false],
    ['aab', false],
    ['xabc', false], // only the start counts
    ['ab', false],
    ['', false],
  ])('%s → %s', (password, expected) => {
    expect(hasSequentialStart(password)).toBe(expected);
  });
});

describe('hasTripleRepeat', () => {
  it.each([
    ['aaa', true],
    ['xx111y', true],
    ['!!!', true],
    ['😀😀😀', true],
    ['aAa', false], // case matters: these are different characters
    ['aabbaa', false],
    ['', false],
  ])('%s → %s', (password, expected) => {
    expect(hasTripleRepeat(password)).toBe(expected);
  });
});
