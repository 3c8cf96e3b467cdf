import { useEffect, useState } from 'react';

/**
 * For a dialog that is mounted to open and unmounted to close (`{open && <FormModal />}`): Mantine
 * gives focus back only when its `opened` prop turns false, which such a dialog never sees. This
 * remembers what had focus when the dialog first rendered — the button that opened it, before the
 * dialog's focus trap moved it — and focuses it again when the dialog goes away (so a keyboard user
 * keeps their place).
 */
export function useReturnFocusOnUnmount(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
}

/**
 * The same, for a dialog written inline (`{open && <Modal opened …>}`) rather than as a component
 * of its own: rendered just before the Modal, so it sees the opener before the focus trap moves.
 */
export function ReturnFocusOnUnmount(): null {
  useReturnFocusOnUnmount();
  return null;
}
