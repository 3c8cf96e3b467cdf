import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box. It is focusable and named, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  maxHeight,
}: {
  label: string;
  children: ReactNode;
  /** Scrolls down too past this height (a long table in a card). */
  maxHeight?: number;
}) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{
        overflowX: 'auto',
        maxWidth: '100%',
        ...(maxHeight ? { maxHeight, overflowY: 'auto' } : {}),
      }}
    >
      {children}
    </Box>
  );
}
