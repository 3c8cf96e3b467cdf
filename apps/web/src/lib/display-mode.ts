import {
  DEFAULT_DISPLAY_MODE,
  DISPLAY_MODES,
  STORAGE_KEYS,
  type DisplayMode,
} from '@wealthlog/core';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * The product says 'system'; Mantine calls the same thing 'auto'. These two functions translate.
 */
export function toColorScheme(mode: DisplayMode): MantineColorScheme {
  return mode === 'system' ? 'auto' : mode;
}

export function toDisplayMode(scheme: MantineColorScheme): DisplayMode {
  return scheme === 'auto' ? 'system' : scheme;
}

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value);
}

/** `displayMode` is the primary key; `theme` is read only if the primary one is absent. */
export function readStoredDisplayMode(): DisplayMode {
  try {
    const primary = window.localStorage.getItem(STORAGE_KEYS.displayMode);
    if (isDisplayMode(primary)) return primary;
    const secondary = window.localStorage.getItem(STORAGE_KEYS.theme);
    if (isDisplayMode(secondary)) return secondary;
  } catch {
    // Storage unavailable: fall through to the default.
  }
  return DEFAULT_DISPLAY_MODE;
}

export function storeDisplayMode(mode: DisplayMode): void {
  try {
    // The mode is stored under 'displayMode', and the theme switcher also keeps it under 'theme'.
    window.localStorage.setItem(STORAGE_KEYS.displayMode, mode);
    window.localStorage.setItem(STORAGE_KEYS.theme, mode);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}

/**
 * A Mantine colour-scheme manager over our own storage keys. MantineProvider reads it during its
 * first (layout-effect) pass, so the stored scheme is applied before anything paints: no flash.
 * 'system' maps to Mantine's 'auto', which follows prefers-color-scheme live.
 */
export function displayModeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    // Falls back to SPEC's default ('system'), whatever default Mantine passes in.
    get: () => toColorScheme(readStoredDisplayMode()),
    set: (value) => storeDisplayMode(toDisplayMode(value)),
    subscribe: (onUpdate) => {
      // Another tab changed the mode: follow it.
      onStorage = (event) => {
        if (event.storageArea !== window.localStorage) return;
        if (event.key !== STORAGE_KEYS.displayMode) return;
        if (isDisplayMode(event.newValue)) onUpdate(toColorScheme(event.newValue));
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(STORAGE_KEYS.displayMode);
        window.localStorage.removeItem(STORAGE_KEYS.theme);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** Applies the stored mode to <html> before React starts, for the very first paint. */
export function applyStoredColorScheme(): void {
  const mode = readStoredDisplayMode();
  const dark =
    mode === 'dark' ||
    (mode === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
