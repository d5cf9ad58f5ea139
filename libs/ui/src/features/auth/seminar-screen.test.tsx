import { errorEnvelope, signInForTests, useErrorCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { fieldLabel, fill } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import SeminarScreen from './seminar-screen';

// The real widget needs workers and a secure context; jsdom has neither (decision 286).
vi.mock('./components/load-captcha-widget', async () => {
  const { installFakeCaptchaWidget } = await import('./testing/fake-captcha-widget');
  return { loadCaptchaWidget: installFakeCaptchaWidget };
});

function renderSeminar() {
  return renderScreen(<SeminarScreen />, {
    routePath: 'seminar/:seminarId',
    url: 'seminar/impor-2025-06',
  });
}

type User = Awaited<ReturnType<typeof renderSeminar>>['user'];

async function fillSeminarForm(user: User) {
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.fullName'])), 'Budi Santoso');
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.email'])), 'budi@example.co.id');
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.phone'])), '081298765432');
  await fill(user, screen.getByLabelText(fieldLabel(id['auth.field.company'])), 'CV Maju Jaya');
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('SeminarScreen', { timeout: 20_000 }, () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('signs a visitor up for the seminar of the link', async () => {
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('seminar'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const { user } = await renderSeminar();
    await fillSeminarForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.seminar.submit'] }));

    expect(await screen.findByRole('status')).toHaveTextContent('Nomor pendaftaran Anda sem-reg-1');
    expect(bodies).toEqual([
      {
        seminar_id: 'impor-2025-06',
        nama_lengkap: 'Budi Santoso',
        email: 'budi@example.co.id',
        telepon: '+6281298765432',
        company: 'CV Maju Jaya',
        captcha: expect.any(String),
      },
    ]);
  });

  it('fills in what a signed-in customer already told us', async () => {
    signInForTests();
    await renderSeminar();
    expect(screen.getByLabelText(fieldLabel(id['auth.field.fullName']))).toHaveValue(
      'Sari Wulandari',
    );
    expect(screen.getByLabelText(fieldLabel(id['auth.field.email']))).toHaveValue(
      'sari.wulandari@example.co.id',
    );
  });

  it('checks the fields before sending', async () => {
    const { user } = await renderSeminar();
    await user.click(screen.getByRole('button', { name: id['auth.seminar.submit'] }));
    expect(await screen.findAllByText('Wajib diisi')).toHaveLength(3);
  });

  it('shows the server field errors under their fields', async () => {
    useErrorCase(
      mockServer,
      'registerSeminar',
      400,
      errorEnvelope('validation_failed', 'id', { nama_lengkap: 'field.name' }),
    );
    const { user } = await renderSeminar();
    await fillSeminarForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.seminar.submit'] }));
    await waitFor(() =>
      expect(screen.getByLabelText(fieldLabel(id['auth.field.fullName']))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });

  it('shows a refused captcha at the widget', async () => {
    useErrorCase(mockServer, 'registerSeminar', 422, errorEnvelope('captcha_invalid', 'id'));
    const { user } = await renderSeminar();
    await fillSeminarForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.seminar.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konfirmasi ulang bahwa Anda bukan robot',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows any other failure above the form', async () => {
    useErrorCase(mockServer, 'registerSeminar', 404);
    const { user } = await renderSeminar();
    await fillSeminarForm(user);
    await user.click(screen.getByRole('button', { name: id['auth.seminar.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
