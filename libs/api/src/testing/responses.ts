import type {
  ContractById,
  EndpointId,
  EndpointParsedRequest,
  EndpointResponse,
} from '@storefront/contract';
import {
  makeAddress,
  makeBankAccount,
  makeProfile,
  makeSession,
  makeSessionIdentity,
  makeStaffSession,
} from './factories/account.factory';
import { makeAdminArea, makeAreaTrail } from './factories/admin-area.factory';
import {
  makeAdminInquiryDetail,
  makeAdminInquirySummary,
  makeAdminOrderSummary,
  makeAdminProductRequest,
  makeAuditEntry,
  makeCustomerRef,
  makeCustomerSummary,
  makeExchangeRateEntry,
  makeUsdCnyRateEntry,
  makeHeldPayment,
  makeExcessTransfer,
  makeAdminOrderPayment,
} from './factories/admin.factory';
import { makeCart, makeSyncResult } from './factories/cart.factory';
import { makeProductDetail, makeProductSummary, makeSearchPage } from './factories/catalog.factory';
import {
  makeInquiry,
  makeProductBuyerStates,
  makeProductRequest,
  makeUploadedFile,
} from './factories/inquiry.factory';
import { makeCounters, makeNotification } from './factories/notification.factory';
import {
  makeCheckoutGroup,
  makeCourierOption,
  makeOrderDetail,
  makeOrderSummary,
  makePayment,
  makeRefund,
  makeTracking,
} from './factories/order.factory';
import {
  makeCurrency,
  makeNote,
  makeOutboxMessage,
  makeSiteContent,
} from './factories/other.factory';
import { hoursFromNow, idr, makePage, MOCK_NOW } from './factories/primitives.factory';
import {
  makeSalesContact,
  makeSalesContactRef,
  makeSalesRoster,
} from './factories/sales-contact.factory';
import { makeAdminVoucher, makeUsableVoucher, makeVoucher } from './factories/voucher.factory';

/** The answer of one entry to a request its schemas parsed: what the mock gateway sends. */
export type ResponseFactory<Id extends EndpointId> = (
  request: EndpointParsedRequest<ContractById[Id]>,
) => EndpointResponse<ContractById[Id]>;

/**
 * A realistic success answer for every entry of the contract, typed by it (the compiler refuses
 * a missing entry or a wrong shape) and checked against each response schema in a test. Answers
 * echo the ids of the request, so a screen that asked for order X shows order X.
 */
/** How many captcha challenges the mock gateway has handed out (each nonce differs). */
let captchaChallenges = 0;

export const RESPONSE_FACTORIES: { readonly [Id in EndpointId]: ResponseFactory<Id> } = {
  // wishlist
  listWishlist: ({ query }) =>
    makePage(
      (i) => {
        const product = makeProductSummary(i);
        return { link: product.link, product, added_at: hoursFromNow(-i) };
      },
      query,
      14,
    ),
  addWishlist: ({ body }) => ({
    link: body.link,
    product: makeProductSummary(0, { link: body.link }),
    added_at: MOCK_NOW,
  }),
  removeWishlist: () => null,
  listWishlistLinks: () => ({
    links: [0, 1, 2, 3].map((i) => makeProductSummary(i).link),
  }),
  // inquiry
  listInquiries: ({ query }) =>
    makePage((i) => makeInquiry(i, query.state ? { state: query.state } : {}), query, 6),
  listCanceledInquiries: ({ query }) =>
    makePage((i) => makeInquiry(i, { state: 'canceled' }), query, 2),
  createInquiry: ({ body }) =>
    makeInquiry(0, {
      state: 'submitted',
      quotation_state: 'in_progress',
      notes: body.notes,
      odm: body.odm,
      variants: body.variants.map((variant, i) => ({
        variant_id: variant.variant_id,
        name: `Varian ${i + 1}`,
        quantity: variant.quantity,
        sub_variants: (variant.sub_variants ?? []).map((size, j) => ({
          ...size,
          name: `Ukuran ${j + 1}`,
        })),
        quotation_state: 'in_progress',
        unit_price: null,
        shipping_type: null,
        quote: null,
        rejection_reason: null,
        declined_at: null,
        ordered_at: null,
      })),
    }),
  resubmitInquiryVariant: ({ params, body }) =>
    makeInquiry(0, {
      id: params.inquiryId,
      state: 'under_review',
      quotation_state: 'in_progress',
      variants: [
        {
          variant_id: params.variantId,
          name: 'Hitam',
          quantity: body.quantity ?? 100,
          sub_variants: [],
          quotation_state: 'in_progress',
          unit_price: null,
          shipping_type: null,
          quote: null,
          rejection_reason: null,
          declined_at: null,
          ordered_at: null,
        },
      ],
    }),
  declineInquiryVariant: ({ params }) =>
    makeInquiry(0, {
      id: params.inquiryId,
      state: 'canceled',
      quotation_state: 'not_quoted',
      variants: [
        {
          variant_id: params.variantId,
          name: 'Hitam',
          quantity: 100,
          sub_variants: [],
          quotation_state: 'not_quoted',
          unit_price: null,
          shipping_type: null,
          quote: null,
          rejection_reason: null,
          declined_at: new Date().toISOString(),
          ordered_at: null,
        },
      ],
    }),
  createImageProductRequest: ({ body }) =>
    makeProductRequest(0, {
      link: null,
      image_url: 'https://cdn.storefront.test/uploads/permintaan-1.jpg',
      description: body.description,
      quantity: body.quantity ?? null,
    }),
  deleteQuotation: () => null,
  getCatalogProductStates: ({ params }) => makeProductBuyerStates(params.productId),
  createProductRequest: ({ body }) =>
    makeProductRequest(0, {
      link: body.link,
      description: body.description,
      quantity: body.quantity ?? null,
    }),
  // cart
  getCart: () => makeCart(),
  addToCart: () => makeCart(),
  updateCart: () => makeCart(),
  removeCartItem: () => makeCart({ items: [], subtotal: idr('0'), total_weight_grams: 0 }),
  removeCartVariant: () => makeCart(),
  uploadCartLogo: () => ({ logos: [makeUploadedFile(0)] }),
  syncCart: () => makeSyncResult('sync-1', { finished_at: null }),
  getSyncResult: ({ params }) => makeSyncResult(params.syncId),
  // address
  listAddresses: () => [makeAddress(0), makeAddress(1)],
  createAddress: ({ body }) =>
    makeAddress(2, {
      label: body.label,
      nama_depan: body.nama_depan,
      nama_belakang: body.nama_belakang,
      telepon: body.telepon,
      alamat: body.alamat,
      kode_pos: body.kode_pos,
      is_main: body.is_main,
    }),
  updateAddress: ({ body }) =>
    makeAddress(0, { id: body.id, label: body.label, alamat: body.alamat }),
  deleteAddress: () => null,
  // area
  listAreaRegions: () => [{ id: 'ID', name: 'Indonesia' }],
  listAreaProvinces: () => [
    { id: '31', name: 'DKI Jakarta' },
    { id: '32', name: 'Jawa Barat' },
    { id: '36', name: 'Banten' },
  ],
  listAreaCities: () => [
    { id: '3171', name: 'Jakarta Selatan' },
    { id: '3174', name: 'Jakarta Barat' },
  ],
  listAreaDistricts: () => [{ id: '3174040', name: 'Kebon Jeruk' }],
  listAreaSubdistricts: () => [
    { id: '3174040001', name: 'Kebon Jeruk', postal_code: '11530' },
    { id: '3174040002', name: 'Sukabumi Utara', postal_code: '11540' },
  ],
  // bank
  listBanks: () => [
    { code: 'bca', name: 'Bank Central Asia' },
    { code: 'mandiri', name: 'Bank Mandiri' },
    { code: 'bni', name: 'Bank Negara Indonesia' },
  ],
  listBankAccounts: () => [makeBankAccount(0)],
  createBankAccount: ({ body }) => makeBankAccount(1, body),
  updateBankAccount: ({ body }) => makeBankAccount(0, body),
  deleteBankAccount: () => null,
  // checkout
  getCheckout: ({ params }) => makeCheckoutGroup(params.groupNumber),
  createCheckout: ({ body }) =>
    makeCheckoutGroup(undefined, { payment_method: body.payment_method, notes: body.notes }),
  saveCheckoutNote: () => null,
  listCouriers: () => [makeCourierOption(0), makeCourierOption(1)],
  getPayment: ({ params }) => makePayment(params.groupNumber),
  payByCard: () => ({ payment_status: 'paid', authentication_url: null }),
  // vouchers
  listVouchers: ({ query }) => makePage((i) => makeVoucher(i), query, 3),
  listUsableVouchers: () => [makeUsableVoucher(0), makeUsableVoucher(1)],
  claimVoucher: ({ body }) => makeVoucher(0, { id: body.voucher_id, is_claimed: true }),
  useVouchers: ({ body }) =>
    makeCheckoutGroup(body.group_number, {
      vouchers: body.voucher_ids.map((id) => ({
        id,
        title: 'Gratis Ongkir Rp 150.000',
        discount: idr('150000'),
      })),
    }),
  // orders
  listTransactions: ({ query }) => makePage((i) => makeOrderSummary(i), query, 7),
  getTransaction: ({ params }) =>
    makeOrderDetail(params.orderNumber, { group_number: params.groupNumber }),
  getTracking: ({ params }) => makeTracking(params.orderNumber),
  requestRefund: ({ body }) =>
    makeRefund(0, { order_number: body.order_number, reason: body.reason }),
  confirmReceipt: ({ body }) =>
    makeOrderSummary(0, { order_number: body.order_number, status: 'completed' }),
  listBuyAgain: ({ query }) => makePage((i) => makeProductSummary(i), query, 5),
  // profile
  getProfile: () => makeProfile(),
  editIdentity: ({ body }) =>
    makeProfile({
      namaDepan: body.namaDepan,
      namaBelakang: body.namaBelakang,
      nama_lengkap: `${body.namaDepan} ${body.namaBelakang}`,
      telepon: body.telepon,
    }),
  applyReferral: () => null,
  confirmPassword: () => null,
  changePassword: () => makeSession(),
  changeLanguage: () => null,
  deleteAccount: () => null,
  // auth
  // Registering signs the new customer in (issue 14): a first-time, unverified session.
  register: ({ body }) => ({
    ...makeSession(
      makeSessionIdentity({
        email: body.email,
        userName: `${body.namaDepan} ${body.namaBelakang}`,
        telepon: body.telepon,
        is_verified: false,
        is_first_time: true,
      }),
    ),
    customer_id: 'cus-9',
    email: body.email,
  }),
  registerSeminar: () => ({ registration_id: 'sem-reg-1' }),
  verifyEmail: () => ({ email: 'sari.wulandari@example.co.id', is_verified: true }),
  sendVerificationEmail: () => null,
  sendPasswordReset: () => null,
  getCaptchaChallenge: () => ({
    parameters: {
      algorithm: 'SHA-256',
      // Each challenge its own, as the gateway's: two fetched within one second still differ.
      nonce: `6f1c2a9e4b7d3c5a8e0f1b2c${String((captchaChallenges += 1) % 1e8).padStart(8, '0')}`,
      salt: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
      cost: 1,
      keyLength: 32,
      keyPrefix: '3fa1c09d2b7e4c5a9d8e7f6a5b4c3d2e',
      keySignature: 'b4e1f0c3a2d5e6f7081928374655aabbccddeeff00112233445566778899aabb',
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      data: { valid_until: Math.floor(Date.now() / 1000) + 300 },
    },
    signature: '9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b',
  }),
  resetPassword: () => null,
  validateOtp: () => makeSession(),
  requestOtp: () => ({
    sent_to: '+62•••••7890',
    expires_at: hoursFromNow(0.25),
    resend_at: hoursFromNow(1 / 60),
  }),
  validateCustomerPhone: ({ body }) => ({ telepon: body.telepon, available: true }),
  sendWhatsappOtp: () => ({
    sent_to: '+62•••••7890',
    expires_at: hoursFromNow(0.25),
    resend_at: hoursFromNow(1 / 60),
  }),
  validatePhone: () => makeSession(),
  registerDevice: () => null,
  login: () => makeSession(),
  loginWithGoogle: () => makeSession(),
  // other
  trackVisit: () => null,
  trackOctf: () => null,
  trackOctfRedirect: () => ({ redirect_path: '/id-ID' }),
  listNotes: ({ query }) => makePage((i) => makeNote(i), query, 3),
  createNote: ({ body }) => makeNote(0, { content: body.content }),
  getNote: ({ params }) => makeNote(0, { id: params.noteId }),
  updateNote: ({ params, body }) => makeNote(0, { id: params.noteId, content: body.content }),
  completeFirstTimeCustomer: () => ({ is_first_time: false }),
  recordEvent: () => null,
  getCurrency: () => makeCurrency(),
  getSiteContent: () => makeSiteContent(),
  // notifications
  listNotifications: ({ query }) =>
    makePage((i) => makeNotification(i), query, query.is_new === true ? 3 : 23),
  readNotifications: ({ query }) =>
    makePage((i) => makeNotification(i, { is_new: false }), query, 23),
  readNotification: ({ params }) =>
    makeNotification(0, { id: params.notificationId, is_new: false }),
  countNewNotifications: () => ({ total: 3 }),
  sendTestNotification: () => null,
  getCounters: () => makeCounters(),
  // catalog
  searchCatalog: ({ query }) => makeSearchPage(query, 57),
  getCatalogProduct: ({ params }) => makeProductDetail(params.productId),
  // dev
  getDevOutbox: ({ query }) =>
    makePage((i) => makeOutboxMessage(i, query.to ? { to: query.to } : {}), query, 2),
  settleDevRefund: ({ body }) => ({ status: body.outcome }),
  settleDevPayment: ({ body }) => ({
    id: 'pay-1',
    subject_kind: body.subject_kind,
    subject_id: body.subject_id,
    method: 'virtual_account',
    amount: idr('1250000'),
    payment_status: 'paid',
    paid_at: MOCK_NOW,
  }),
  confirmDevCardOtp: () => ({ payment_status: 'paid' }),
  finishDevEwallet: () => ({ payment_status: 'paid' }),
  advanceDevClock: ({ body }) => ({
    now: new Date(Date.parse('2026-03-02T03:00:00.000Z') + body.hours * 3_600_000).toISOString(),
  }),
  // back-office
  staffLogin: () => makeStaffSession(),
  listAdminInquiries: ({ query }) => makePage((i) => makeAdminInquirySummary(i), query, 12),
  getAdminInquiry: ({ params }) => makeAdminInquiryDetail(params.inquiryId),
  quoteVariant: ({ params }) => makeAdminInquiryDetail(params.inquiryId),
  rejectInquiry: ({ params, body }) =>
    makeAdminInquiryDetail(params.inquiryId, {
      state: 'rejected',
      quotation_state: 'rejected',
      rejection_reason: body.reason,
    }),
  rejectInquiryVariant: ({ params, body }) =>
    makeAdminInquiryDetail(params.inquiryId, {
      state: 'rejected',
      quotation_state: 'rejected',
      variants: makeAdminInquiryDetail(params.inquiryId).variants.map((variant) => ({
        ...variant,
        quotation_state: 'rejected',
        unit_price: null,
        shipping_type: null,
        rejection_reason: body.reason,
      })),
    }),
  listProductRequests: ({ query }) => makePage((i) => makeAdminProductRequest(i), query, 4),
  resolveProductRequest: ({ params, body }) =>
    makeAdminProductRequest(0, {
      id: params.requestId,
      product_id: body.outcome === 'found' ? body.product_id : null,
      rejection_reason: body.outcome === 'rejected' ? body.reason : null,
      resolved_at: MOCK_NOW,
    }),
  uploadCatalogImage: () => ({
    path: '/catalog/images/staff-0001.png',
    url: 'https://cdn.storefront.test/catalog/images/staff-0001.png',
  }),
  createProductFromRequest: ({ params }) =>
    makeAdminProductRequest(0, {
      id: params.requestId,
      product_id: 'prd-staff-1',
      resolved_at: MOCK_NOW,
    }),
  listAdminOrders: ({ query }) =>
    makePage(
      (i) => makeAdminOrderSummary(i, query.status ? { status: query.status } : {}),
      query,
      9,
    ),
  getAdminOrder: ({ params }) => ({
    ...makeOrderDetail(params.orderNumber),
    customer: makeCustomerRef(0),
    payments: [makeAdminOrderPayment(0)],
  }),
  moveOrder: ({ params, body }) =>
    makeOrderDetail(params.orderNumber, {
      status: body.status,
      tracking_number: body.tracking_number ?? null,
    }),
  addOrderAdjustment: ({ params, body }) =>
    makeOrderDetail(params.orderNumber, {
      status: 'adjustment',
      adjustments: [
        {
          id: 'adj-1',
          amount: body.amount,
          reason: body.reason,
          created_at: MOCK_NOW,
          paid_at: null,
        },
      ],
    }),
  listRefunds: ({ query }) =>
    makePage((i) => ({ ...makeRefund(i), customer: makeCustomerRef(i) }), query, 2),
  decideRefund: ({ params, body }) =>
    makeRefund(0, {
      id: params.refundId,
      decision: body.decision,
      decision_note: body.note,
      decided_at: MOCK_NOW,
    }),
  retryRefundTransfer: ({ params }) =>
    makeRefund(0, {
      id: params.refundId,
      decision: 'approve',
      decided_at: MOCK_NOW,
      transfers: [
        {
          id: params.transferId,
          kind: 'payout',
          status: 'pending',
          amount: { amount: 475_000, currency: 'IDR' },
          method: 'bank_transfer',
          bank_name: 'Bank Central Asia (BCA)',
          account_last4: '1234',
          failure_code: null,
          created_at: MOCK_NOW,
          settled_at: null,
        },
      ],
    }),
  listExcessTransfers: ({ query }) => makePage((i) => makeExcessTransfer(i), query, 2),
  retryExcessTransfer: ({ params }) =>
    makeExcessTransfer(0, {
      id: `${params.transferId}-2`,
      status: 'pending',
      failure_code: null,
      settled_at: null,
    }),
  listAdminVouchers: ({ query }) => makePage((i) => makeAdminVoucher(i), query, 3),
  createVoucher: ({ body }) =>
    makeAdminVoucher(3, {
      ...body,
      claimed: 0,
      used: 0,
      created_at: MOCK_NOW,
      updated_at: MOCK_NOW,
    }),
  updateVoucher: ({ params, body }) =>
    makeAdminVoucher(0, { ...body, id: params.voucherId, updated_at: MOCK_NOW }),
  listExchangeRates: ({ query }) => makePage((i) => makeExchangeRateEntry(i), query, 2),
  setExchangeRate: ({ body }) =>
    makeExchangeRateEntry(0, { exchange_rate: body, set_at: MOCK_NOW }),
  listUsdCnyRates: ({ query }) => makePage((i) => makeUsdCnyRateEntry(i), query, 2),
  setUsdCnyRate: ({ body }) => makeUsdCnyRateEntry(0, { rate: body.rate, set_at: MOCK_NOW }),
  lookupCustomers: ({ query }) => makePage((i) => makeCustomerSummary(i), query, 5),
  listAuditLog: ({ query }) => makePage((i) => makeAuditEntry(i), query, 8),
  listAdminAreas: ({ query }) =>
    query.parent_id === undefined
      ? { trail: [], items: [makeAdminArea(0)] }
      : { trail: makeAreaTrail(1), items: [makeAdminArea(2)] },
  setAreaDeliverable: ({ params, body }) =>
    makeAdminArea(2, { id: params.areaId, deliverable: body.deliverable }),
  listSalesContacts: () => ({ items: makeSalesRoster() }),
  createSalesContact: ({ body }) =>
    makeSalesContact(0, {
      ...body,
      id: 'sales-4',
      last_assigned_at: null,
      customer_count: 0,
      created_at: MOCK_NOW,
    }),
  setSalesContactActive: ({ params, body }) =>
    makeSalesContact(0, { id: params.salesContactId, active: body.active }),
  setCustomerSalesContact: ({ body }) => makeSalesContactRef(1, { id: body.sales_contact_id }),
  listHeldPayments: ({ query }) =>
    makePage(
      (i) =>
        makeHeldPayment(
          i,
          query.resolved
            ? {
                resolution: {
                  resolution: 'refunded',
                  note: 'Refunded at the provider',
                  resolved_at: MOCK_NOW,
                  resolved_by: {
                    id: 'staff-1',
                    email: 'dewi.lestari@storefront.test',
                    name: 'Dewi Lestari',
                  },
                },
              }
            : {},
        ),
      query,
      3,
    ),
  resolveHeldPayment: ({ params, body }) =>
    makeHeldPayment(0, {
      id: params.paymentId,
      resolution: {
        resolution: body.resolution,
        note: body.note,
        resolved_at: MOCK_NOW,
        resolved_by: { id: 'staff-1', email: 'dewi.lestari@storefront.test', name: 'Dewi Lestari' },
      },
    }),
};

/** The mock's answer for one entry, for a request already parsed by its schemas. */
export function responseFor<Id extends EndpointId>(
  id: Id,
  request: EndpointParsedRequest<ContractById[Id]>,
): EndpointResponse<ContractById[Id]> {
  return RESPONSE_FACTORIES[id](request);
}
