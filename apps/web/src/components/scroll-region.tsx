import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box. It is focusable and named, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}
