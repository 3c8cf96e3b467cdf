import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER, callsTo, envelope, jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const pngFile = (name = 'me.png', size = 68) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** Mantine's FileButton keeps a hidden <input type=file>; a person picks through it. */
function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('profile page', () => {
  it('shows the SPEC message for a wrong type and sends nothing', async () => {
    const fetchMock = signInAs();
    renderApp('/settings/profile');
    await screen.findByTestId('avatar-field');
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
    );
    pick(pngFile('a<b>.png'));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent(
      'File name contains invalid characters',
    );
    pick(pngFile('big.png', 10_485_760));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent(
      'File size must be less than 10MB',
    );
    expect(callsTo(fetchMock, 'POST /api/upload/avatars')).toHaveLength(0);
  });

  it('uploads a valid picture as multipart `file` and updates the sidebar avatar', async () => {
    const fetchMock = signInAs(TEST_USER, {
      'POST /api/upload/avatars': () =>
        jsonResponse(201, {
          id: 'abc',
          kind: 'avatars',
          fileName: 'me.png',
          mimeType: 'image/png',
          size: 68,
          url: '/api/upload/files/abc',
        }),
      'GET /api/upload/files/abc': () =>
        new Response(new Uint8Array(68), { status: 200, headers: { 'Content-Type': 'image/png' } }),
    });
    renderApp('/settings/profile');
    await screen.findByTestId('avatar-field');
    pick(pngFile());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/upload/avatars')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /api/upload/avatars')[0]?.[1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('me.png');
    // The sidebar's avatar now loads the stored picture (through the API, with the token).
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/upload/files/abc').length).toBeGreaterThan(0),
    );
  });

  it("shows the server's refusal of a disguised file", async () => {
    signInAs(TEST_USER, {
      'POST /api/upload/avatars': () =>
        envelope(415, 'VAL_003', 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.'),
    });
    renderApp('/settings/profile');
    await screen.findByTestId('avatar-field');
    pick(pngFile());
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
    );
  });

  it('checks the fields with the SPEC messages, then saves with PUT /api/auth/me', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(TEST_USER, {
      'PUT /api/auth/me': ({ body }) =>
        jsonResponse(200, { user: { ...TEST_USER, ...(body as object) } }),
    });
    renderApp('/settings/profile');
    const form = await screen.findByTestId('profile-form');
    await user.clear(within(form).getByLabelText(/First name/));
    await user.type(within(form).getByLabelText(/^Phone/), 'call me');
    await user.click(within(form).getByTestId('profile-save'));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Phone must be a valid phone number')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/auth/me')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/First name/), 'Augusta');
    await user.clear(within(form).getByLabelText(/^Phone/));
    await user.type(within(form).getByLabelText(/^Phone/), '+44 20 7946 0000');
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/auth/me')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/auth/me')[0]?.[1]?.body))).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    });
    await waitFor(() =>
      expect(screen.getByTestId('sidebar-user')).toHaveTextContent('Augusta Lovelace'),
    );
  });

  it('shows server field errors under the fields', async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, {
      'PUT /api/auth/me': () =>
        envelope(400, 'VAL_001', 'Validation failed', { email: ['Email is already registered'] }),
    });
    renderApp('/settings/profile');
    const form = await screen.findByTestId('profile-form');
    await user.click(within(form).getByTestId('profile-save'));
    expect(await within(form).findByText('Email is already registered')).toBeInTheDocument();
  });
});
