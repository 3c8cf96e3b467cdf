import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReturnFocusOnUnmount } from './use-return-focus';

function Dialog() {
  useReturnFocusOnUnmount();
  // Takes focus as a dialog's focus trap would.
  return <input aria-label="field" ref={(el) => el?.focus()} />;
}

describe('useReturnFocusOnUnmount', () => {
  it('gives focus back to what had it when the dialog mounted', () => {
    const { rerender, getByRole } = render(
      <>
        <button type="button">Open</button>
      </>,
    );
    const opener = getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(
      <>
        <button type="button">Open</button>
        <Dialog />
      </>,
    );
    expect(getByRole('textbox', { name: 'field' })).toHaveFocus();
    rerender(
      <>
        <button type="button">Open</button>
      </>,
    );
    expect(opener).toHaveFocus();
  });
});
