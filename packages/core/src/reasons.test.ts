import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_REASONS } from './reasons.js';

/**
 * Every reason the server can send has its text in each of the app's three languages: French and
 * Arabic in the web's locale files; English is core's own table (the web's English bundle is
 * built from it, locales/resources.ts).
 */
const LOCALES = path.resolve(import.meta.dirname, '../../../apps/web/src/locales');

describe('server reasons', () => {
  it('each has its English text in a message table', async () => {
    const core = await import('./index.js');
    const english: Record<string, string> = {
      ...core.AUTH_MESSAGES,
      ...core.SCHEMA_MESSAGES,
      ...core.ADMIN_MESSAGES,
      ...core.TRADE_MESSAGES,
      ...core.REAL_ESTATE_MESSAGES,
      ...core.LOAN_MESSAGES,
      ...core.EXPENSE_MESSAGES,
      ...core.FORECAST_MESSAGES,
      ...core.BACKUP_MESSAGES,
      ...core.STATEMENT_MESSAGES,
    };
    expect(SERVER_REASONS.filter((r) => !english[r])).toEqual([]);
  });

  it.each(['fr', 'ar'])('each has a text in %s', (locale) => {
    const messages =
      (
        JSON.parse(fs.readFileSync(path.join(LOCALES, `${locale}.json`), 'utf8')) as {
          serverMessages?: Record<string, string>;
        }
      ).serverMessages ?? {};
    expect(SERVER_REASONS.filter((r) => !messages[r]?.trim())).toEqual([]);
    expect(SERVER_REASONS.length).toBeGreaterThan(10);
  });
});
