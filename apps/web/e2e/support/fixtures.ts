import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/** A real PNG (16×16, one colour), built here so no binary fixture lives in the repo. */
export function makePng(size = 16, rgb: [number, number, number] = [15, 127, 99]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(size).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Serious or critical axe findings only (the issue's bar), as readable lines. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        // The summary says why (for contrast: the two colours and the ratio found).
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page does not scroll sideways (a table may, inside its own container). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, client, offenders } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements sticking out name the culprit when this fails.
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} → ${el.getBoundingClientRect().right}`,
      );
    return { scroll: document.documentElement.scrollWidth, client: width, offenders: out };
  });
  expect(scroll, offenders.join('\n')).toBeLessThanOrEqual(client);
}

/** The page's own content is in: its heading shown, no request in flight, no spinner left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}

/** Storage entries set before the app starts (display mode, locale …). */
export async function presetStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}
