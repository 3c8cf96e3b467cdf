import { Box, Text } from '@mantine/core';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Files dragged from the desktop onto the drawer become the trade's screenshots (native HTML5
 * drag and drop: no library for four events). Every dropped file goes to the server, which judges
 * its type by its bytes and says why it refuses one; text or links dragged here are ignored.
 */
export function ScreenshotDropZone({ onFiles, disabled = false, children }: Props) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the pointer left.
  const depth = useRef(0);
  const leave = () => ((depth.current = 0), setOver(false));
  return (
    <Box
      pos="relative"
      data-testid="screenshot-drop-zone"
      onDragEnter={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!carriesFiles(e)) return;
        // Always taken, even while an upload runs: otherwise the browser would leave the app to
        // open the file. While busy the pointer says no drop.
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        leave();
        if (disabled) return;
        const files = Array.from(e.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over && (
        <Box
          pos="absolute"
          inset={0}
          data-testid="screenshot-drop-overlay"
          style={{
            border: '2px dashed var(--mantine-primary-color-filled)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'light-dark(rgba(255,255,255,0.92), rgba(26,27,30,0.92))',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          <Text fw={700}>{t('trading.media.dropHere')}</Text>
        </Box>
      )}
    </Box>
  );
}
