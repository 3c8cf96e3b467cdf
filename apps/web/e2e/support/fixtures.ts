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

/**
 * Waits until no animation or transition with an end is running (a dialog fading in, a menu
 * sliding down), three frames in a row: Mantine starts a transition two frames after mounting.
 * Endless ones (loaders) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const deadline = performance.now() + 5_000;
    for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
      const running = document
        .getAnimations()
        .filter(
          (a) =>
            (a.playState === 'running' || a.pending) &&
            Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
        );
      quiet = running.length === 0 ? quiet + 1 : 0;
      if (running.length > 0) {
        // A cancelled transition rejects `finished`; the next pass looks again either way.
        await Promise.race([
          Promise.allSettled(running.map((a) => a.finished)),
          new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
        ]);
      }
      await frame();
    }
  });
}

/**
 * Serious or critical axe findings only (the issue's bar), as readable lines. Axe runs once
 * transitions have ended: half-way through a dialog's fade-in, it reads the dialog's text as
 * half-transparent over the overlay (3.8:1 for a segmented control's 12 px label, 7.4:1 at rest).
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
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

/**
 * Every table cell, heading and badge whose text is cut (scrollWidth > clientWidth), and every
 * button, link or tab lying outside the screen's width, in the page's main content; `except`
 * names a row that scrolls sideways by design (the settings sub-navigation).
 */
export async function clippedOrOffScreen(page: Page, except?: string): Promise<string[]> {
  return page.evaluate((except) => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      // A header row kept for screen readers only (phone cards) is not on screen.
      const head = el.closest('thead');
      return !head || getComputedStyle(head).position !== 'absolute';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const out: string[] = [];
    const cells = 'td, th, .mantine-Badge-root, .mantine-Badge-label';
    for (const el of document.querySelectorAll<HTMLElement>(`main :is(${cells})`)) {
      if (shown(el) && el.scrollWidth > el.clientWidth + 1)
        out.push(`clipped ${name(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    const controls = 'button, a[href], [role=tab], [role=button]';
    for (const el of document.querySelectorAll(`main :is(${controls})`)) {
      if (except && el.closest(except)) continue;
      const r = el.getBoundingClientRect();
      if (shown(el) && (r.left < -0.5 || r.right > width + 0.5))
        out.push(`off screen ${name(el)}: ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return out;
  }, except);
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
