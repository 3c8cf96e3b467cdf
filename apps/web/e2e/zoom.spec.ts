import { expect, test, type Page } from '@playwright/test';
import { presetStorage, settle } from './support/fixtures';
import { seedWealthUser } from './support/seed-wealth';

// At 320 px width and at 200 % zoom nothing is cut off — the page itself never
// scrolls sideways; a wide table may, inside its own scroll region. Screenshots are attached.
//
// How 200 % zoom is emulated: browser zoom on a 1280 × 800 window lays the page out in a viewport
// of 640 × 400 CSS pixels, and media queries see 640 px. So the zoomed run is simply a 640 × 400
// viewport. Not CSS `zoom` on <body>: that enlarges the drawing but leaves the viewport and the
// media queries at 1280 px, so the phone/tablet layouts the app switches to would never be
// exercised — a different page from the one a zooming person sees. Not deviceScaleFactor either:
// it sharpens pixels and changes no layout at all.

const PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'accounts', path: '/accounts' },
  { name: 'transactions', path: '/accounts/transactions' },
  { name: 'trading', path: '/trading/trading' },
  { name: 'loans', path: '/loans' },
  { name: 'forecasting', path: '/forecasting' },
] as const;

const SIZES = [
  { name: '320 px wide', width: 320, height: 640 },
  { name: '200 % zoom (1280 × 800 at 2×)', width: 640, height: 400 },
] as const;

/**
 * The page's sideways overflow, with the innermost elements sticking out past the viewport and not
 * inside a scrolling or clipping box (a designated scroll region), to name the culprit on failure.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !insideScroller(el))
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
      .slice(0, 8)
      .map((el) => {
        const id = el.closest('[data-testid]')?.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)} in [${id ?? '-'}] → ${Math.round(el.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: document.scrollingElement!.scrollWidth, width, offenders };
  });
}

/**
 * Content cut off inside the page: a box that clips (overflow hidden or clip — a Mantine card
 * does) narrower than what it holds. Not a designated scroll region (overflow auto or scroll: the
 * rest is a scroll away), not a designed ellipsis (text-overflow), not a visually hidden text, not a textless drawing.
 */
async function clippedBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') return false;
        if (style.textOverflow === 'ellipsis' || el.clientWidth <= 1) return false;
        // A box with no text is a drawing (a switch's track, an icon): nothing to read is lost.
        if (!el.textContent?.trim()) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .slice(0, 8)
      .map((el) => {
        const id = el.closest('[data-testid]')?.getAttribute('data-testid');
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()} in [${id ?? '-'}] "${text}": ${el.scrollWidth} > ${el.clientWidth}`;
      }),
  );
}

// The two sizes are independent (a user each): side by side on the two workers.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test(`zoom: ${size.name}: no page scrolls sideways`, async ({ page, request }, testInfo) => {
    test.setTimeout(PAGES.length * 25_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await presetStorage(page, { locale: 'en' });
    await seedWealthUser(page, request, 'en', 'light');

    // Every page is measured even when one fails, so a run lists everything there is to fix.
    const problems: string[] = [];
    for (const target of PAGES) {
      await test.step(target.name, async () => {
        await page.goto(target.path);
        await settle(page);
        const { scrollWidth, width, offenders } = await horizontalOverflow(page);
        await testInfo.attach(`${target.name} at ${size.name}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
        if (scrollWidth > width + 1)
          problems.push(`${target.name}: ${scrollWidth} > ${width}\n  ${offenders.join('\n  ')}`);
        for (const line of await clippedBoxes(page))
          problems.push(`${target.name}: cut off ${line}`);
      });
    }
    expect(problems).toEqual([]);
  });
}
