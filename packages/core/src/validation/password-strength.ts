import { PASSWORD_STRENGTH_MAX, PASSWORD_STRENGTH_THRESHOLD } from '../constants.js';

/**
 * The product's feedback texts, one per failing rule, keyed so the web client can translate by key
 * (`password.feedback.<key>`) instead of matching English sentences.
 */
export const PASSWORD_FEEDBACK = {
  minLength: 'At least 8 characters',
  lowercase: 'Add lowercase',
  uppercase: 'Add uppercase',
  numbers: 'Add numbers',
  special: 'Add special characters',
  repeating: 'Avoid repeating characters',
  sequential: 'Avoid sequential characters',
} as const;

export type PasswordFeedbackKey = keyof typeof PASSWORD_FEEDBACK;

export interface PasswordStrength {
  /** 0..PASSWORD_STRENGTH_MAX. */
  score: number;
  /** score >= PASSWORD_STRENGTH_THRESHOLD. */
  strong: boolean;
  /** SPEC texts of the failing rules, in the order of PASSWORD_FEEDBACK. */
  feedback: string[];
  /** The same failures as keys of PASSWORD_FEEDBACK (for translation). */
  feedbackKeys: PasswordFeedbackKey[];
}

// Unicode-aware so 'É' counts as uppercase and 'é' as lowercase: users type in fr and ar too.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// "Special" = anything that is not a letter, a number or white space (punctuation, symbols, emoji).
const SPECIAL = /[^\p{L}\p{N}\s]/u;
// The same character three times in a row, anywhere in the password (the `s` flag lets `.` match newlines).
const TRIPLE_REPEAT = /(.)\1\1/su;

/**
 * Runs that count as "sequential". A password has a sequential start when its first three
 * characters, compared case-insensitively, are three consecutive characters of one of these runs,
 * read forwards or backwards: 'abc', 'CBA', '123', '987', 'qwe', 'ewq', 'asd', 'zxc'...
 * Only the start is judged, as SPEC says; 'Xabc' has no sequential start.
 */
export const SEQUENTIAL_RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
] as const;

export function hasSequentialStart(password: string): boolean {
  const start = Array.from(password).slice(0, 3).join('').toLowerCase();
  if (Array.from(start).length < 3) return false;
  const reversed = Array.from(start).reverse().join('');
  return SEQUENTIAL_RUNS.some((run) => run.includes(start) || run.includes(reversed));
}

export function hasTripleRepeat(password: string): boolean {
  return TRIPLE_REPEAT.test(password);
}

/** The strength scorer: one point per rule met, capped at PASSWORD_STRENGTH_MAX. */
export function scorePassword(password: string): PasswordStrength {
  // Count code points, not UTF-16 units, so an emoji is one character.
  const length = Array.from(password).length;
  const failed: PasswordFeedbackKey[] = [];
  let score = 0;

  if (length >= 8) score += 1;
  else failed.push('minLength');
  if (length >= 12) score += 1;
  if (length >= 16) score += 1;

  const rules: [boolean, PasswordFeedbackKey][] = [
    [LOWERCASE.test(password), 'lowercase'],
    [UPPERCASE.test(password), 'uppercase'],
    [DIGIT.test(password), 'numbers'],
    [SPECIAL.test(password), 'special'],
    // The last two are "absence" rules: an empty password trivially has neither, but it already
    // fails every other rule, so it can never reach the threshold.
    [!hasTripleRepeat(password), 'repeating'],
    [!hasSequentialStart(password), 'sequential'],
  ];
  for (const [met, key] of rules) {
    if (met) score += 1;
    else failed.push(key);
  }

  score = Math.min(score, PASSWORD_STRENGTH_MAX);
  return {
    score,
    strong: score >= PASSWORD_STRENGTH_THRESHOLD,
    feedback: failed.map((key) => PASSWORD_FEEDBACK[key]),
    feedbackKeys: failed,
  };
}

export function isStrongPassword(password: string): boolean {
  return scorePassword(password).strong;
}
