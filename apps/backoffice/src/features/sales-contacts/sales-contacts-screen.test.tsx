import { fieldErrorMessage } from '@storefront/api';
import type { SalesContact } from '@storefront/api/testing';
import {
  errorEnvelope,
  handlerFor,
  makeSalesContact,
  makeSalesRoster,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import enUS from './i18n/en-US';
import SalesContactsScreen from './sales-contacts-screen';

/**
 * A roster in miniature: adds and active marks are kept, so the list fetched again after a
 * change shows it; the bodies sent are recorded.
 */
function serveRoster(start: SalesContact[] = makeSalesRoster()) {
  let roster = start;
  const writes = { created: [] as unknown[], activeSet: [] as unknown[] };
  mockServer.use(
    handlerFor('listSalesContacts', () =>
      HttpResponse.json({ status: 200, message: 'OK', data: { items: roster } }),
    ),
    handlerFor('createSalesContact', async ({ request }) => {
      const body = (await request.json()) as { nama: string; telepon: string };
      writes.created.push(body);
      const contact = makeSalesContact(0, {
        ...body,
        id: 'sales-new',
        last_assigned_at: null,
        customer_count: 0,
      });
      roster = [contact, ...roster];
      return HttpResponse.json({ status: 201, message: 'OK', data: contact }, { status: 201 });
    }),
    handlerFor('setSalesContactActive', async ({ request, params }) => {
      const body = (await request.json()) as { active: boolean };
      writes.activeSet.push({ id: params['salesContactId'], ...body });
      roster = roster.map((contact) =>
        contact.id === params['salesContactId'] ? { ...contact, active: body.active } : contact,
      );
      const contact = roster.find((item) => item.id === params['salesContactId']);
      return HttpResponse.json({ status: 200, message: 'OK', data: contact });
    }),
  );
  return writes;
}

function renderRoster() {
  return renderScreen(<SalesContactsScreen />, { routePath: 'sales-contacts', messages: enUS });
}

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });

describe('SalesContactsScreen', () => {
  it('lists the roster: the next contact first, each with its number, customers and state', async () => {
    serveRoster();
    renderRoster();
    const rina = within(await rowOf('Rina Wulandari'));
    expect(rina.getByText('+6281298765432')).toBeInTheDocument();
    expect(rina.getByText('Next')).toBeInTheDocument();
    expect(rina.getByText('12')).toBeInTheDocument();
    expect(rina.getByText('Never')).toBeInTheDocument();
    expect(within(await rowOf('Agus Pratama')).getByText('Active')).toBeInTheDocument();
    const dewi = within(await rowOf('Dewi Lestari'));
    expect(dewi.getByText('Inactive')).toBeInTheDocument();
    expect(
      dewi.getByRole('button', { name: 'Put Dewi Lestari back in the rotation' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No contact is active/)).not.toBeInTheDocument();
  });

  it('warns that new customers get no contact while none is active', async () => {
    serveRoster([makeSalesContact(2)]);
    renderRoster();
    expect(
      await screen.findByText(
        'No contact is active: new customers get no sales contact until one is.',
      ),
    ).toBeVisible();
  });

  it('adds a contact typed as a national number, sent as E.164, and lists it', async () => {
    const writes = serveRoster();
    const { user } = renderRoster();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Budi Setiawan');
    await user.type(screen.getByRole('textbox', { name: /WhatsApp number/ }), '0812-7777-8888');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(
      await screen.findByText('Budi Setiawan is in the rotation: they take the next new customer.'),
    ).toBeVisible();
    expect(writes.created).toEqual([{ nama: 'Budi Setiawan', telepon: '+6281277778888' }]);
    expect(await rowOf('Budi Setiawan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /WhatsApp number/ })).toHaveValue('');
  });

  it('refuses a number that is no phone number before sending, and shows the gateway’s refusal of a taken one', async () => {
    const writes = serveRoster();
    const { user } = renderRoster();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Budi Setiawan');
    const phone = screen.getByRole('textbox', { name: /WhatsApp number/ });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining(fieldErrorMessage('field.phone', 'en')),
      ),
    );
    expect(writes.created).toEqual([]);

    mockServer.use(
      handlerFor('createSalesContact', () =>
        HttpResponse.json(errorEnvelope('validation_failed', 'en', { telepon: 'field.invalid' }), {
          status: 400,
        }),
      ),
    );
    await user.clear(phone);
    await user.type(phone, '+6281298765432');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining(fieldErrorMessage('field.invalid', 'en')),
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a contact out of the rotation and puts it back', async () => {
    const writes = serveRoster();
    const { user } = renderRoster();
    await user.click(
      await screen.findByRole('button', { name: 'Take Agus Pratama out of the rotation' }),
    );
    expect(await screen.findByText('Agus Pratama gets no new customers now.')).toBeVisible();
    expect(within(await rowOf('Agus Pratama')).getByText('Inactive')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Put Agus Pratama back in the rotation' }),
    );
    expect(await screen.findByText('Agus Pratama is back in the rotation.')).toBeVisible();
    expect(writes.activeSet).toEqual([
      { id: 'sales-2', active: false },
      { id: 'sales-2', active: true },
    ]);
  });
});
