import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

function Part() {
  return <p>part</p>;
}

function renderWith(load: () => Promise<typeof Part>) {
  const Lazy = lazyOrNothing(load, 0);
  render(
    <>
      <p>app</p>
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </>,
  );
}

describe('lazyOrNothing', () => {
  it('renders the part once its chunk loads', async () => {
    renderWith(() => Promise.resolve(Part));
    expect(await screen.findByText('part')).toBeInTheDocument();
  });

  it('fetches a failed chunk once more', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    renderWith(load);
    expect(await screen.findByText('part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing, and keeps the app, when the chunk cannot be loaded', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValue(new TypeError('offline'));
    renderWith(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(screen.queryByText('part')).not.toBeInTheDocument();
  });
});
