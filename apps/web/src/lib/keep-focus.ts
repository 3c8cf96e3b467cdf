/**
 * Mantine's Button `loading` disables the button while its save runs, and a disabled element
 * cannot hold focus: a keyboard user who pressed Save in an inline form (a budget, a property's
 * entry, a valuation, a fill) found focus dropped to the page's body, and the next Tab started
 * over from the top (keyboard paths). This gives focus back: a button disabled while it
 * had focus gets it again when it is enabled, unless focus went somewhere else meanwhile.
 * Installed once for the whole document (main.tsx), so every busy button behaves the same.
 */
export function keepFocusThroughBusy(doc: Document = document): () => void {
  let lastFocused: Element | null = null;
  let parked: HTMLElement | null = null;
  const lost = () => doc.activeElement === null || doc.activeElement === doc.body;
  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
    parked = null;
  };
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.hasAttribute('disabled')) {
        if (target === lastFocused && (doc.activeElement === target || lost())) parked = target;
      } else if (target === parked) {
        parked = null;
        if (target.isConnected && lost()) target.focus();
      }
    }
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
