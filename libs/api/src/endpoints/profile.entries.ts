// The profile's contract entries, loaded by its endpoints when they first run (lazyEntry): the
// layout load asks for the profile on every page, and the profile's schemas bring the phone rules
// (libphonenumber) that its chunk should not carry (docs/decisions/117).
export {
  applyReferral,
  changeLanguage,
  changePassword,
  confirmPassword,
  deleteAccount,
  editIdentity,
  getProfile,
} from '@storefront/contract';
