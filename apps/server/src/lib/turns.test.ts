import { describe, expect, it } from 'vitest';
import { turnTaker } from './turns.js';

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('turnTaker', () => {
  it('is due once the slice of work has run, and not again until more has', async () => {
    const turns = turnTaker(5);
    expect(turns.due()).toBe(false);
    spin(6);
    expect(turns.due()).toBe(true);
    await turns.take();
    expect(turns.due()).toBe(false);
  });

  it('lets a waiting timer run between slices of a long loop', async () => {
    const turns = turnTaker(2);
    let ticked = false;
    setImmediate(() => (ticked = true));
    let seenDuringLoop = false;
    for (let i = 0; i < 20; i++) {
      spin(1);
      if (turns.due()) await turns.take();
      if (ticked) seenDuringLoop = true;
    }
    expect(seenDuringLoop).toBe(true);
  });
});
