import { browserCookieJar, readSession } from '@storefront/api';
import {
  errorEnvelope,
  makeProfile,
  readMultipart,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import id from './i18n/id-ID';
import ProfileScreen from './profile-screen';

function renderProfile() {
  return renderScreen(
    <>
      <ProfileScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url: 'account/profile' },
  );
}

const input = (key: keyof typeof id) => screen.getByLabelText(fieldLabel(id[key]));
const save = () => screen.getAllByRole('button', { name: id['account.save'] })[0] as HTMLElement;

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('ProfileScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('saves the edited identity and asks to verify a changed phone', async () => {
    const sent: Record<string, string>[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('edit-identity')) {
        void readMultipart(request).then((content) => sent.push(content.fields));
      }
    });
    const { user } = await renderProfile();
    await screen.findByDisplayValue('Sari');
    expect(input('account.field.lastName')).toHaveValue('Wulandari');
    expect(input('account.field.birthDate')).toHaveValue('1990-04-17');

    await fill(user, input('account.field.firstName'), 'Sari Dewi');
    await fill(user, input('account.field.phone'), '0813 1111 2222');
    await user.selectOptions(input('account.field.gender'), id['account.gender.unsaid']);
    await user.click(save());

    expect(await screen.findByText(id['account.profile.saved'])).toBeInTheDocument();
    expect(screen.getByText(id['account.profile.phoneChanged'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: id['account.profile.verifyPhone'] })).toHaveAttribute(
      'href',
      '/id-ID/verify-phone?next=%2Fid-ID%2Faccount%2Fprofile',
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      namaDepan: 'Sari Dewi',
      namaBelakang: 'Wulandari',
      telepon: '+6281311112222',
      date_birth: '1990-04-17',
      gender: '',
    });
  });

  it('refuses a birth date in the future before sending', async () => {
    const { user } = await renderProfile();
    await screen.findByDisplayValue('Sari');
    await fill(user, input('account.field.birthDate'), '2999-01-01');
    await user.click(save());
    await waitFor(() =>
      expect(input('account.field.birthDate')).toHaveAccessibleDescription('Nilai tidak valid'),
    );
  });

  it("shows 'Gagal merubah profile' and the field the gateway names", async () => {
    useErrorCase(
      mockServer,
      'editIdentity',
      422,
      errorEnvelope('profile_update_failed', 'id', { date_birth: 'field.invalid' }),
    );
    const { user } = await renderProfile();
    await screen.findByDisplayValue('Sari');
    await user.click(save());
    await waitFor(() =>
      expect(input('account.field.birthDate')).toHaveAccessibleDescription('Nilai tidak valid'),
    );
  });

  it("shows 'Gagal merubah profile' above the form when no field is named", async () => {
    useErrorCase(mockServer, 'editIdentity', 422, errorEnvelope('profile_update_failed', 'id'));
    const { user } = await renderProfile();
    await screen.findByDisplayValue('Sari');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal merubah profile');
  });

  it('sends a new verification link for an unverified email', async () => {
    useSuccessCase(mockServer, 'getProfile', makeProfile({ is_verified: false }));
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: id['account.profile.sendLink'] }));
    expect(await screen.findByText(id['account.profile.linkSent'])).toBeInTheDocument();

    useErrorCase(mockServer, 'sendVerificationEmail', 429);
    await user.click(screen.getByRole('button', { name: id['account.profile.sendLink'] }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
  });

  it("saves the language of messages among the market's languages", async () => {
    const { user } = await renderProfile();
    const language = await screen.findByLabelText(fieldLabel(id['account.profile.language']));
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Indonesia', 'Inggris']);
    const card = language.closest('section') as HTMLElement;
    expect(within(card).getByRole('button', { name: id['account.save'] })).toBeDisabled();

    await user.selectOptions(language, 'Inggris');
    await user.click(within(card).getByRole('button', { name: id['account.save'] }));
    expect(await screen.findByText(id['account.profile.languageSaved'])).toBeInTheDocument();
  });

  it('tells when the language cannot be saved', async () => {
    useErrorCase(
      mockServer,
      'changeLanguage',
      400,
      errorEnvelope('validation_failed', 'id', { change_language: 'field.invalid' }),
    );
    const { user } = await renderProfile();
    const language = await screen.findByLabelText(fieldLabel(id['account.profile.language']));
    await user.selectOptions(language, 'Inggris');
    const card = language.closest('section') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: id['account.save'] }));
    expect(await screen.findByText('Beberapa isian belum benar')).toBeInTheDocument();
  });

  it('deletes the account after a confirmation and signs out', async () => {
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: id['account.profile.delete'] }));
    const dialog = screen.getByRole('dialog', { name: id['account.profile.deleteConfirmTitle'] });
    await user.click(within(dialog).getByRole('button', { name: id['account.profile.delete'] }));

    expect(await screen.findByText(id['account.profile.deleted'])).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/id-ID$/));
    expect(readSession(browserCookieJar()).loggedIn).toBe(false);
  });

  it('keeps the account and says why when deleting fails, or when the customer cancels', async () => {
    useErrorCase(mockServer, 'deleteAccount', 429);
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: id['account.profile.delete'] }));
    await user.click(screen.getByRole('button', { name: id['account.cancel'] }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: id['account.profile.delete'] }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: id['account.profile.delete'] }));
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeInTheDocument();
    expect(readSession(browserCookieJar()).loggedIn).toBe(true);
  });

  it('says the profile could not be loaded', async () => {
    useErrorCase(mockServer, 'getProfile', 404);
    await renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
