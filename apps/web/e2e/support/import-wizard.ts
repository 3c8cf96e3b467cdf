import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './fixtures';

/**
 * On a phone, in Arabic: no text of the import wizard cut (labels, cells, badges, legends), no
 * control off the screen, no sideways scroll. The dialog is outside `main`, so it is looked at
 * itself. Shared by the imports' specs (bank statements, broker files).
 */
export async function wizardFits(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const dialog = document.querySelector('[role=dialog]');
    if (!dialog) return ['no dialog'];
    const out: string[] = [];
    const texts = 'label, legend, td, th, li, .mantine-Badge-label, .mantine-Button-label, p';
    for (const el of dialog.querySelectorAll<HTMLElement>(texts)) {
      // A preview table scrolls sideways inside its own container, by design.
      if (el.closest('.mantine-ScrollArea-root, [role=region]')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`clipped "${el.textContent?.slice(0, 40)}"`);
    }
    for (const el of dialog.querySelectorAll('button, input, [role=radio]')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5))
        out.push(`off screen ${el.tagName} "${el.textContent?.slice(0, 40)}"`);
    }
    return out;
  });
  expect(problems).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

/** A count as the page writes it (Arabic-Indic digits in Arabic). */
export function count(page: Page, locale: string, n: number): Promise<string> {
  return page.evaluate(
    ({ locale, n }) =>
      new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale, {
        maximumFractionDigits: 0,
      }).format(n),
    { locale, n },
  );
}
