import { describe, expect, it } from 'vitest';
import { escapeHtml, isHtmlSafe, sanitizeHtml, stripTags } from './sanitize.js';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &#x27;');
  });
  it('escapes an existing entity again (no double-decoding)', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
  it('leaves plain text alone', () => {
    expect(escapeHtml('john_doe-42 é ñ 日本')).toBe('john_doe-42 é ñ 日本');
  });
});

describe('stripTags', () => {
  it('removes elements, closing tags, comments and doctypes', () => {
    expect(stripTags('<b>bold</b>')).toBe('bold');
    expect(stripTags('<script>alert(1)</script>x')).toBe('alert(1)x');
    expect(stripTags('a<!-- c -->b')).toBe('ab');
    expect(stripTags('<!DOCTYPE html>t')).toBe('t');
    expect(stripTags('<img src=x onerror=alert(1)>')).toBe('');
  });
  it('keeps a lone < that does not open a tag', () => {
    expect(stripTags('a < b')).toBe('a < b');
    expect(stripTags('1<2')).toBe('1<2');
  });
});

describe('sanitizeHtml', () => {
  it('strips tags and escapes the remainder', () => {
    expect(sanitizeHtml('<b>Tom & "Jerry"</b>')).toBe('Tom &amp; &quot;Jerry&quot;');
    expect(sanitizeHtml('a < b')).toBe('a &lt; b');
    expect(sanitizeHtml("o'brien")).toBe('o&#x27;brien');
  });
  it('escapes a tag left unclosed', () => {
    expect(sanitizeHtml('<script')).toBe('&lt;script');
  });
  it('is the identity on safe text', () => {
    expect(sanitizeHtml('john.doe@example.com')).toBe('john.doe@example.com');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isHtmlSafe', () => {
  it.each([
    ['report 2024 (final).pdf', true],
    ['photo_1.jpg', true],
    ['', true],
    ['a&b.pdf', false],
    ['<x>.png', false],
    ['quote".txt', false],
    ["it's.txt", false],
    ['gt>.txt', false],
  ])('%s → %s', (name, safe) => {
    expect(isHtmlSafe(name)).toBe(safe);
  });
});
