/**
 * HTML sanitising for plain-text fields (the login username, and the upload file-name rule
 * "must not contain characters altered by HTML sanitizing").
 * Not an HTML filter for rich text: it removes every tag and escapes what is left, so the result is
 * safe to drop into HTML text or a quoted attribute.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

// A tag is '<' followed by a letter, '/', '!' or '?' and running to the next '>': this catches
// elements, closing tags, comments, doctypes and processing instructions, while a bare '<' as in
// 'a < b' is left for escaping instead of eating the rest of the text.
const TAG = /<[a-zA-Z/!?][^>]*>/g;

export function stripTags(input: string): string {
  return input.replace(TAG, '');
}

export function escapeHtml(input: string): string {
  return input.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Strip tags, then escape & < > " '. */
export function sanitizeHtml(input: string): string {
  return escapeHtml(stripTags(input));
}

/** True when sanitising leaves the text unchanged (no tag, no & < > " '). */
export function isHtmlSafe(input: string): boolean {
  return sanitizeHtml(input) === input;
}
