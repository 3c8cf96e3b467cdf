import { QueryClient } from '@tanstack/react-query';
import { AppError, type RestoreResult } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER, callsTo, envelope, jsonResponse, signInAs } from '../../../test/api-stub';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { restoreBackup } from '../api/restore-backup';

// The restore goes through XMLHttpRequest (upload progress), which jsdom cannot answer: the
// call is stubbed here; what it sends is checked in restore-backup.test.ts.
vi.mock('../api/restore-backup', () => ({ restoreBackup: vi.fn() }));
const restoreMock = vi.mocked(restoreBackup);

const ZIP = () =>
  new File(['PK'], 'wealthlog-backup-ada-2026-11-27.zip', { type: 'application/zip' });

const answer = (restored: Record<string, number>, dryRun: boolean): RestoreResult => ({
  restored,
  dryRun,
});
const notEmpty = () =>
  new AppError('BUS_002', 'This account already holds data', {
    status: 409,
    relayed: true,
    reason: 'notEmpty',
  });

/** Mantine's FileInput is a button; the file goes to its hidden input. */
const fileInput = () =>
  screen.getByTestId('restore-card').querySelector<HTMLInputElement>('input[type=file]')!;

async function openPage() {
  renderApp('/settings/data');
  return screen.findByTestId('page-settings-data');
}

beforeEach(() => {
  restoreMock.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Your data: the page', () => {
  it('is a settings section of its own, marked current in the sub-navigation', async () => {
    signInAs();
    await openPage();
    const link = screen.getByTestId('settings-nav-data');
    expect(link).toHaveTextContent('Your data');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('href', '/settings/data');
  });
});

describe('Your data: download', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  it('streams the zip in and says what was saved, under the server’s name', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(TEST_USER, {
      'GET /api/backup': () =>
        new Response(new TextEncoder().encode('PK0123456789'), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="wealthlog-backup-ada-2026-11-27.zip"',
            'X-Backup-Estimate': '24',
          },
        }),
    });
    await openPage();
    await user.click(screen.getByTestId('backup-download'));
    await waitFor(() =>
      expect(screen.getByTestId('backup-download-status')).toHaveTextContent(
        'Saved wealthlog-backup-ada-2026-11-27.zip (12 byte).',
      ),
    );
    expect(callsTo(fetchMock, 'GET /api/backup')).toHaveLength(1);
    // Done: the button is back for the next one.
    expect(screen.getByTestId('backup-download')).toBeEnabled();
  });

  it('shows a refused download as the one error toast', async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, {
      'GET /api/backup': () => envelope(503, 'SYS_002', 'Service unavailable'),
    });
    await openPage();
    await user.click(screen.getByTestId('backup-download'));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('backup-download-status')).toHaveTextContent('');
  });
});

describe('Your data: restore', () => {
  it('reads the file first (dry run), lists what it holds, then restores and refreshes every page', async () => {
    const user = userEvent.setup();
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    signInAs();
    restoreMock
      .mockResolvedValueOnce(
        answer({ accounts: 3, transactions: 1200, widgets: 2, budgets: 0 }, true),
      )
      .mockResolvedValueOnce(answer({ accounts: 3, transactions: 1200, widgets: 2 }, false));
    await openPage();
    await user.upload(fileInput(), ZIP());

    const preview = await screen.findByTestId('restore-preview');
    expect(restoreMock.mock.calls[0]?.[1]).toEqual({ dryRun: true, replace: false });
    expect(within(preview).getByTestId('restore-count-accounts')).toHaveTextContent('Accounts3');
    expect(within(preview).getByTestId('restore-count-transactions')).toHaveTextContent(
      'Transactions1,200',
    );
    // A kind this client has no name for keeps the archive's; an empty one is left out.
    expect(within(preview).getByTestId('restore-count-widgets')).toHaveTextContent('widgets2');
    expect(within(preview).queryByTestId('restore-count-budgets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('restore-not-empty')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('restore-run'));
    expect(await screen.findByTestId('restore-done')).toHaveTextContent('Restore complete');
    expect(restoreMock.mock.calls[1]?.[1]).toEqual({ replace: false });
    // Every query, not some: each page shows the restored data when next seen.
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('applies the restored language and display mode at once, without a reload', async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, {
      'GET /api/generalSettings': () =>
        jsonResponse(200, {
          displayMode: 'dark',
          language: 'ar',
          currency: 'EUR',
          timezone: 'Europe/Paris',
        }),
    });
    restoreMock
      .mockResolvedValueOnce(answer({ accounts: 1 }, true))
      .mockResolvedValueOnce(answer({ accounts: 1 }, false));
    await openPage();
    expect(document.documentElement.dir).toBe('ltr');
    await user.upload(fileInput(), ZIP());
    await user.click(await screen.findByTestId('restore-run'));
    await screen.findByTestId('restore-done');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await i18n.changeLanguage('en');
  });

  it('into an account that holds data: explains, then replaces only after the username is typed', async () => {
    const user = userEvent.setup();
    signInAs();
    restoreMock
      .mockRejectedValueOnce(notEmpty())
      .mockResolvedValueOnce(answer({ accounts: 2 }, true))
      .mockResolvedValueOnce(answer({ accounts: 2 }, false));
    await openPage();
    await user.upload(fileInput(), ZIP());

    expect(await screen.findByTestId('restore-not-empty')).toHaveTextContent(
      'This account already holds data',
    );
    // The counts are those of the replacement: the dry run asked again with replace.
    expect(restoreMock.mock.calls.map((c) => c[1])).toEqual([
      { dryRun: true, replace: false },
      { dryRun: true, replace: true },
    ]);
    expect(screen.queryByTestId('restore-run')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('restore-replace'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'Ada');
    await user.click(within(dialog).getByTestId('replace-confirm-submit'));
    expect(within(dialog).getByText('Type the username exactly to confirm')).toBeInTheDocument();
    expect(restoreMock).toHaveBeenCalledTimes(2);

    await user.clear(within(dialog).getByLabelText(/To confirm, type/));
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'ada');
    await user.click(within(dialog).getByTestId('replace-confirm-submit'));
    expect(await screen.findByTestId('restore-done')).toBeInTheDocument();
    expect(restoreMock.mock.calls[2]?.[1]).toEqual({ replace: true });
  });

  it('turns into a replacement when the real restore finds data the dry run did not', async () => {
    const user = userEvent.setup();
    signInAs();
    restoreMock.mockResolvedValueOnce(answer({ loans: 1 }, true)).mockRejectedValueOnce(notEmpty());
    await openPage();
    await user.upload(fileInput(), ZIP());
    await user.click(await screen.findByTestId('restore-run'));
    expect(await screen.findByTestId('restore-not-empty')).toBeInTheDocument();
    expect(screen.getByTestId('restore-count-loans')).toHaveTextContent('Loans1');
    expect(screen.getByTestId('restore-replace')).toBeInTheDocument();
  });

  it('says why a file is refused, in the reader’s words, and which member', async () => {
    const user = userEvent.setup();
    signInAs();
    restoreMock.mockRejectedValueOnce(
      new AppError('VAL_001', 'Validation failed', {
        status: 400,
        relayed: true,
        reason: 'checksum',
        errors: { 'data/trades.json': ['Quantity must be greater than 0'] },
      }),
    );
    await openPage();
    await user.upload(fileInput(), ZIP());
    const refused = await screen.findByTestId('restore-refused');
    expect(refused).toHaveAttribute('role', 'alert');
    expect(refused).toHaveTextContent(
      'A part of the backup does not match its checksum: the file was altered or damaged',
    );
    expect(within(refused).getByTestId('restore-refused-member')).toHaveTextContent(
      'In data/trades.json: Quantity must be greater than 0',
    );
    expect(screen.queryByTestId('restore-run')).not.toBeInTheDocument();
  });
});

describe('Your data: delete my account', () => {
  async function openDialog() {
    await openPage();
    await userEvent.click(screen.getByTestId('delete-account-open'));
    return screen.findByRole('dialog');
  }

  it('asks for the username and the password, then signs out to the sign-in page with a note', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(TEST_USER, {
      'DELETE /api/auth/me': () => new Response(null, { status: 204 }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/settings/data');
    await screen.findByTestId('page-settings-data');
    // What goes is said, and the backup offered, before anything is asked.
    const card = screen.getByTestId('delete-account-card');
    expect(card).toHaveTextContent('Every uploaded file');
    expect(within(card).getByTestId('delete-backup-download')).toHaveTextContent(
      'Download a backup',
    );
    await user.click(screen.getByTestId('delete-account-open'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'ada');
    await user.click(within(dialog).getByTestId('delete-account-submit'));
    // The password is asked for before anything is sent.
    expect(within(dialog).getByText('Your password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/auth/me')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Your password/), 'Str0ng!Pass#2026');
    await user.click(within(dialog).getByTestId('delete-account-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, init] = callsTo(fetchMock, 'DELETE /api/auth/me')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      password: 'Str0ng!Pass#2026',
      confirm: 'ada',
    });
    expect(
      await screen.findByText('Your account and all its data have been deleted.'),
    ).toBeInTheDocument();
  });

  it('puts a wrong password (401) and a mismatched name (400) on their fields', async () => {
    const user = userEvent.setup();
    let answer = envelope(401, 'AUTH_001', 'Invalid credentials');
    signInAs(TEST_USER, { 'DELETE /api/auth/me': () => answer });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText(/To confirm, type/), 'ada');
    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await user.click(within(dialog).getByTestId('delete-account-submit'));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();

    answer = jsonResponse(400, {
      code: 'VAL_001',
      message: 'Type the username exactly to confirm',
      reason: 'confirmMismatch',
      errors: { confirm: ['Type the username exactly to confirm'] },
      requestId: 't',
    });
    await user.click(within(dialog).getByTestId('delete-account-submit'));
    expect(
      await within(dialog).findByText('Type the username exactly to confirm'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });
});
