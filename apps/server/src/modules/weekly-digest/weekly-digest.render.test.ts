import { describe, expect, it } from 'vitest';
import { type DigestInput, renderWeeklyDigest } from './weekly-digest.render.js';

/** The weekly e-mail in the three languages, from a fixed input (a pure function). */
const input: DigestInput = {
  firstName: 'Ada <script>',
  currency: 'EUR',
  netWorth: 123456.78,
  netWorthChange: -1234.5,
  attention: [
    {
      kind: 'overBudget',
      params: { category: 'Groceries & <late>', amount: 40, currency: 'EUR', month: '2026-11' },
      link: '/expenses?tab=budgets&month=2026-11',
    },
  ],
  weekAhead: [
    { date: '2026-12-01', label: 'Salary "Acme"', amount: 3000, currency: 'EUR' },
    { date: '2026-12-03', label: 'Car loan', amount: -250.4, currency: 'USD' },
  ],
  appUrl: 'https://wl.example',
  unsubscribeUrl: 'https://wl.example/unsubscribe?token=1.2.abc',
};

describe('renderWeeklyDigest', () => {
  it('English: figures, change, attention, week ahead, unsubscribe in both parts', () => {
    const m = renderWeeklyDigest(input, 'en');
    expect(m.subject).toBe('Your week in WealthLog: net worth €123,456.78');
    expect(m.text).toContain('Hello Ada <script>,');
    expect(m.text).toContain('Net worth: €123,456.78');
    expect(m.text).toContain('-€1,234.50 over the past 7 days');
    expect(m.text).toContain(
      '- Groceries & <late> is €40.00 over its budget for November 2026. (https://wl.example/expenses?tab=budgets&month=2026-11)',
    );
    expect(m.text).toContain('- Tue, Dec 1: Salary "Acme", €3,000.00');
    expect(m.text).toContain('- Thu, Dec 3: Car loan, -$250.40');
    expect(m.text).toContain('Stop these e-mails: https://wl.example/unsubscribe?token=1.2.abc');
    expect(m.html).toContain('<html lang="en" dir="ltr">');
    expect(m.html).toContain('href="https://wl.example/unsubscribe?token=1.2.abc"');
    // Every user text escaped in the HTML.
    expect(m.html).toContain('Hello Ada &lt;script&gt;,');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('Groceries &amp; &lt;late&gt; is €40.00 over its budget');
    expect(m.html).toContain('Salary &quot;Acme&quot;');
  });

  it('French: French grouping, comma decimals and words', () => {
    const m = renderWeeklyDigest(input, 'fr');
    const nbsp = /[\u00a0\u202f]/;
    expect(m.subject).toMatch(/^Votre semaine dans WealthLog : patrimoine net 123.456,78.€$/);
    expect(m.subject.charAt(m.subject.indexOf('123') + 3)).toMatch(nbsp);
    expect(m.text).toMatch(/-1.234,50.€ sur les 7 derniers jours/);
    expect(m.text).toMatch(/Groceries & <late> dépasse de 40,00.€ son budget de novembre 2026\./);
    expect(m.text).toContain('La semaine à venir:');
    expect(m.text).toContain(
      'Ne plus recevoir ces e-mails: https://wl.example/unsubscribe?token=1.2.abc',
    );
    expect(m.html).toContain('<html lang="fr" dir="ltr">');
    expect(m.html).toContain('href="https://wl.example/unsubscribe?token=1.2.abc"');
  });

  it('Arabic: right to left, Arabic-Indic digits, Arabic words', () => {
    const m = renderWeeklyDigest({ ...input, attention: [], weekAhead: [] }, 'ar');
    expect(m.html).toContain('<html lang="ar" dir="rtl">');
    expect(m.html).toContain('text-align:right;" dir="rtl"');
    expect(m.subject).toContain('صافي الثروة');
    expect(m.text).toContain('١٢٣٬٤٥٦٫٧٨');
    expect(m.text).toContain('١٬٢٣٤٫٥٠');
    expect(m.text).toContain('لا شيء يحتاج إلى اهتمامك.');
    expect(m.text).toContain('لا شيء مخطط له في الأيام السبعة القادمة.');
    expect(m.text).toContain('إيقاف هذه الرسائل: https://wl.example/unsubscribe?token=1.2.abc');
    expect(m.html).toContain('href="https://wl.example/unsubscribe?token=1.2.abc"');
    const netWorthLine = m.text.split('\n').find((l) => l.startsWith('صافي الثروة:'))!;
    expect(netWorthLine).not.toMatch(/[0-9]/);
  });

  it('a line break in a label cannot forge a line of the plain text', () => {
    const m = renderWeeklyDigest(
      { ...input, weekAhead: [{ ...input.weekAhead[0]!, label: 'Rent\nUnsubscribe: evil' }] },
      'en',
    );
    expect(m.text).toContain('Rent Unsubscribe: evil');
    expect(m.text.split('\n').some((l) => l.startsWith('Unsubscribe: evil'))).toBe(false);
  });
});
