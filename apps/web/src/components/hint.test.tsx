import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';

// The bubble is aria-hidden (its target carries the same name), so it is found by its text.
function renderHint(disabled = false) {
  render(
    <Hint label="Collapse sidebar" side="right" disabled={disabled}>
      <button type="button" aria-label="Collapse sidebar">
        ⇤
      </button>
    </Hint>,
  );
  return screen.getByRole('button', { name: 'Collapse sidebar' });
}

// jsdom lays nothing out: boxes are stubbed, the target's and the bubble's (marked aria-hidden).
function stubBoxes(target: DOMRect, bubble: DOMRect) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('aria-hidden') === 'true' ? bubble : target;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Hint', () => {
  it('shows beside its target on hover, hidden from screen readers, and goes on leave', async () => {
    const user = userEvent.setup();
    const target = renderHint();
    stubBoxes(new DOMRect(10, 20, 30, 40), new DOMRect(48, 30, 100, 20));
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();

    await user.hover(target);
    const bubble = screen.getByText('Collapse sidebar');
    expect(bubble).toHaveAttribute('aria-hidden', 'true');
    // side "right": 8 px after the target's right edge (10 + 30), at its vertical middle (20 + 40 / 2).
    expect(bubble).toHaveStyle({ left: '48px', top: '40px' });

    await user.unhover(target);
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();
  });

  it('moves back inside the window when it would overflow its edge', async () => {
    const user = userEvent.setup();
    const target = renderHint();
    // jsdom's window is 1024 px wide; the bubble would end at 1000 + 60 = 1060, 40 px past the
    // 4 px margin (1020), so it moves 40 px back: 48 - 40 = 8.
    stubBoxes(new DOMRect(10, 20, 30, 40), new DOMRect(1000, 30, 60, 20));
    await user.hover(target);
    expect(screen.getByText('Collapse sidebar')).toHaveStyle({ left: '8px' });
  });

  it('goes on Escape and on a click (WCAG 1.4.13: dismissible)', async () => {
    const user = userEvent.setup();
    const target = renderHint();
    await user.hover(target);
    target.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();

    await user.unhover(target);
    await user.hover(target);
    expect(screen.getByText('Collapse sidebar')).toBeInTheDocument();
    await user.click(target);
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();
  });

  it('goes on Escape while the focus is elsewhere (hovered, not focused)', async () => {
    const user = userEvent.setup();
    const target = renderHint();
    await user.hover(target);
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();
  });

  it('does not open on a touch (only a mouse hovers)', async () => {
    const user = userEvent.setup();
    const target = renderHint();
    await user.pointer({ keys: '[TouchA]', target });
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();
  });

  it('shows nothing when disabled', async () => {
    const user = userEvent.setup();
    await user.hover(renderHint(true));
    expect(screen.queryByText('Collapse sidebar')).not.toBeInTheDocument();
  });
});
