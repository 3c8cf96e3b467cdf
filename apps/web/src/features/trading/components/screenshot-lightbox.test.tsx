import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { setAccessToken } from '../../../lib/token';
import { ScreenshotLightbox } from './screenshot-lightbox';

const IDS = ['a', 'b', 'c'];

beforeEach(() => {
  setAccessToken('test-token');
  // jsdom has no object URLs; the image's bytes come through the API client as a blob.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:shot', revokeObjectURL: () => {} }),
  );
  stubApi(
    Object.fromEntries(
      IDS.map((id) => [
        `GET /api/upload/files/${id}`,
        () =>
          new Response(new Uint8Array(8), {
            status: 200,
            headers: { 'Content-Type': 'image/png' },
          }),
      ]),
    ),
  );
});

function renderBox(dir: 'ltr' | 'rtl', index: number) {
  const onIndex = vi.fn();
  const onClose = vi.fn();
  const onRemove = vi.fn();
  renderWithProviders(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <ScreenshotLightbox
        ids={IDS}
        index={index}
        onIndex={onIndex}
        onClose={onClose}
        onRemove={onRemove}
      />
    </DirectionProvider>,
  );
  return { onIndex, onClose, onRemove };
}

describe('screenshot lightbox', () => {
  it('left to right: → is next, ← previous (wrapping), Esc closes, and it names its place', async () => {
    const { onIndex, onClose } = renderBox('ltr', 0);
    expect(await screen.findByRole('dialog', { name: 'Screenshot 1 of 3' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Screenshot 1 of 3' })).toHaveAttribute(
      'src',
      'blob:shot',
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndex).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndex).toHaveBeenLastCalledWith(2);
    // Mantine's modal reads the key from the focused element: press it there, as a user would.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('right to left (Arabic): the arrows are mirrored, ← is next', async () => {
    const { onIndex } = renderBox('rtl', 1);
    await screen.findByRole('dialog');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndex).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndex).toHaveBeenLastCalledWith(0);
  });

  it('removes the screenshot shown, and steps by its buttons', async () => {
    const user = userEvent.setup();
    const { onIndex, onRemove } = renderBox('ltr', 2);
    await user.click(await screen.findByTestId('lightbox-next'));
    expect(onIndex).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByTestId('lightbox-remove'));
    expect(onRemove).toHaveBeenCalledWith('c');
  });
});
