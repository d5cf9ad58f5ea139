import {
  errorEnvelope,
  makeNote,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import NotesScreen from './notes-screen';

function renderNotes() {
  return renderScreen(<NotesScreen />, { routePath: 'account/notes' });
}

const newNoteBox = () =>
  within(screen.getByRole('region', { name: id['account.notes.newTitle'] })).getByLabelText(
    fieldLabel(id['account.notes.content']),
  );

function recordRequests() {
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/oci/notes')) return;
    if (request.method === 'GET') requests.push({ method: 'GET', url });
    else
      void request
        .clone()
        .json()
        .then((body) => requests.push({ method: request.method, url, body }));
  });
  return requests;
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('NotesScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('lists the notes and adds one, counting the characters', async () => {
    const requests = recordRequests();
    const { user } = await renderNotes();
    expect(await screen.findAllByText('Tanyakan ke sales soal warna custom')).toHaveLength(3);
    expect(screen.getByText('0 dari 100 karakter')).toBeInTheDocument();

    await fill(user, newNoteBox(), 'Minta sampel dulu');
    expect(screen.getByText('17 dari 100 karakter')).toBeInTheDocument();
    expect(newNoteBox()).toHaveAttribute('maxlength', '100');
    await user.click(screen.getByRole('button', { name: id['account.notes.add'] }));

    expect(await screen.findByText(id['account.notes.added'])).toBeInTheDocument();
    expect(newNoteBox()).toHaveValue('');
    const created = requests.find((request) => request.method === 'POST');
    expect(created?.body).toEqual({ content: 'Minta sampel dulu' });
  });

  it('needs some text', async () => {
    const { user } = await renderNotes();
    await user.click(await screen.findByRole('button', { name: id['account.notes.add'] }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
  });

  it('shows the refusal of a new note under the box or above it', async () => {
    useErrorCase(
      mockServer,
      'createNote',
      400,
      errorEnvelope('validation_failed', 'id', { content: 'field.too_long' }),
      { once: true },
    );
    const { user } = await renderNotes();
    await fill(user, newNoteBox(), 'Catatan');
    await user.click(screen.getByRole('button', { name: id['account.notes.add'] }));
    await waitFor(() => expect(newNoteBox()).toHaveAttribute('aria-invalid', 'true'));

    useErrorCase(mockServer, 'createNote', 429);
    await user.click(screen.getByRole('button', { name: id['account.notes.add'] }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });

  it('edits a note in place', async () => {
    const requests = recordRequests();
    useSuccessCase(mockServer, 'listNotes', {
      items: [
        makeNote(0, {
          id: 'note-7',
          content: 'Warna merah',
          updated_at: '2025-05-01T04:00:00.000Z',
        }),
      ],
      page: 1,
      limit: 10,
      total: 1,
    });
    const { user } = await renderNotes();
    const edit = await screen.findByRole('button', { name: 'Ubah catatan: Warna merah' });
    expect(screen.getByText(/diubah/)).toBeInTheDocument();
    await user.click(edit);
    const item = screen.getByRole('listitem');
    const box = within(item).getByLabelText(fieldLabel(id['account.notes.content']));
    expect(box).toHaveValue('Warna merah');

    await fill(user, box, 'Warna biru');
    await user.click(within(item).getByRole('button', { name: id['account.save'] }));
    expect(await screen.findByText(id['account.notes.updated'])).toBeInTheDocument();
    const updated = requests.find((request) => request.method === 'POST');
    expect(updated?.url.pathname).toBe('/api/oci/notes/note-7');
    expect(updated?.body).toEqual({ content: 'Warna biru' });
  });

  it('keeps the editor open with the reason when an edit fails, and cancels', async () => {
    useErrorCase(mockServer, 'updateNote', 404);
    const { user } = await renderNotes();
    const [edit] = await screen.findAllByRole('button', { name: /^Ubah catatan/ });
    await user.click(edit as HTMLElement);
    const item = screen.getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(item).getByRole('button', { name: id['account.save'] }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Data tidak ditemukan');

    await user.click(within(item).getByRole('button', { name: id['account.cancel'] }));
    expect(within(item).queryByRole('textbox')).toBeNull();
  });

  it('pages through the notes', async () => {
    const requests = recordRequests();
    useSuccessCase(mockServer, 'listNotes', {
      items: Array.from({ length: 10 }, (_, i) => makeNote(i, { content: `Catatan ${i + 1}` })),
      page: 1,
      limit: 10,
      total: 23,
    });
    const { user } = await renderNotes();
    await screen.findByText('Catatan 1');
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get('page') === '2')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('invites to write the first note', async () => {
    useSuccessCase(mockServer, 'listNotes', { items: [], page: 1, limit: 10, total: 0 });
    await renderNotes();
    expect(
      await screen.findByRole('heading', { name: id['account.notes.emptyTitle'] }),
    ).toBeInTheDocument();
  });

  it('says the notes could not be loaded', async () => {
    useErrorCase(mockServer, 'listNotes', 404);
    await renderNotes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
