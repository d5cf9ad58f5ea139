import { CONTRACT_BY_ID as C } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId } from '../../http/caller';
import { AppError } from '../../http/app-error';
import * as addressService from './address.service';
import * as areaService from './area.service';
import * as bankService from './bank-account.service';
import * as noteService from './note.service';
import * as profileService from './profile.service';

/**
 * The account module: profile, password and language, dashboard counters, the address book and
 * its area lookup, bank accounts and notes. Every object is looked up under the caller's id, so
 * another customer's id answers 404 like an id that does not exist.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // Profile
  bindEndpoint(app, C.getProfile, ({ request }) =>
    profileService.getProfile(context, customerId(request)),
  );
  bindEndpoint(app, C.editIdentity, async ({ input, files, request }) => {
    // No file store exists yet (decision 073): a photo is refused rather than silently dropped.
    if ((files['photo'] ?? []).length > 0) {
      throw new AppError('profile_update_failed', undefined, { photo: 'field.invalid' });
    }
    return profileService.editIdentity(context, customerId(request), input.body);
  });
  // The current password is checked with argon2: a guessing oracle, so the strict budget.
  bindEndpoint(
    app,
    C.confirmPassword,
    ({ input, request }) =>
      profileService.confirmPassword(context, customerId(request), input.body.password_current),
    { strictRateLimit: true },
  );
  bindEndpoint(
    app,
    C.changePassword,
    ({ input, request }) => profileService.changePassword(context, customerId(request), input.body),
    { strictRateLimit: true },
  );
  bindEndpoint(app, C.changeLanguage, ({ input, request }) =>
    profileService.changeLanguage(context, customerId(request), input.body.change_language),
  );
  bindEndpoint(app, C.getCounters, ({ request }) =>
    profileService.getCounters(context, customerId(request)),
  );

  // Address book
  bindEndpoint(app, C.listAddresses, ({ request }) =>
    addressService.listAddresses(context, customerId(request)),
  );
  bindEndpoint(
    app,
    C.createAddress,
    ({ input, request }) => addressService.createAddress(context, customerId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.updateAddress, ({ input, request }) =>
    addressService.updateAddress(context, customerId(request), input.body),
  );
  bindEndpoint(app, C.deleteAddress, ({ input, request }) =>
    addressService.deleteAddress(context, customerId(request), input.params.addressId),
  );

  // Area lookup (public)
  bindEndpoint(app, C.listAreaRegions, () => areaService.listAreaRegions(context));
  bindEndpoint(app, C.listAreaProvinces, ({ input }) =>
    areaService.listAreaProvinces(context, input.params.regionId),
  );
  bindEndpoint(app, C.listAreaCities, ({ input }) =>
    areaService.listAreaCities(context, input.params.provinceId),
  );
  bindEndpoint(app, C.listAreaDistricts, ({ input }) =>
    areaService.listAreaDistricts(context, input.params.cityId),
  );
  bindEndpoint(app, C.listAreaSubdistricts, ({ input }) =>
    areaService.listAreaSubdistricts(context, input.params.districtId),
  );

  // Banks and bank accounts
  bindEndpoint(app, C.listBanks, () => bankService.listBanks(context));
  bindEndpoint(app, C.listBankAccounts, ({ request }) =>
    bankService.listBankAccounts(context, customerId(request)),
  );
  bindEndpoint(
    app,
    C.createBankAccount,
    ({ input, request }) => bankService.createBankAccount(context, customerId(request), input.body),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.updateBankAccount, ({ input, request }) =>
    bankService.updateBankAccount(context, customerId(request), input.body),
  );
  bindEndpoint(app, C.deleteBankAccount, ({ input, request }) =>
    bankService.deleteBankAccount(context, customerId(request), input.body.id),
  );

  // Notes
  bindEndpoint(app, C.listNotes, ({ input, request }) =>
    noteService.listNotes(context, customerId(request), input.query),
  );
  bindEndpoint(
    app,
    C.createNote,
    ({ input, request }) =>
      noteService.createNote(context, customerId(request), input.body.content),
    { successStatus: 201 },
  );
  bindEndpoint(app, C.getNote, ({ input, request }) =>
    noteService.getNote(context, customerId(request), input.params.noteId),
  );
  bindEndpoint(app, C.updateNote, ({ input, request }) =>
    noteService.updateNote(context, customerId(request), input.params.noteId, input.body.content),
  );
}
