import type { ContractById, EndpointId, EndpointRequest } from '@storefront/contract';
import { groupNumberAt, orderNumberAt } from './factories/order.factory';
import { hoursFromNow } from './factories/primitives.factory';

/** A small PNG-typed file for upload samples (browsers, jsdom and Node 20+ all have File). */
export function sampleFile(name = 'logo-toko.png', type = 'image/png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type,
  });
}

/** What the captcha widget hands a form: base64 of the solved challenge (opaque to the client). */
export const SAMPLE_CAPTCHA = 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319';

/** The sample of one entry: what a screen would send. */
export type RequestSample<Id extends EndpointId> = EndpointRequest<ContractById[Id]>;

/**
 * A valid request for every entry of the contract, typed by it and checked against its schemas
 * in a test: what the generated endpoint test sends, and a starting point for any test that
 * needs "a correct call" to vary one field of.
 */
export const REQUEST_SAMPLES: { readonly [Id in EndpointId]: RequestSample<Id> } = {
  // wishlist
  listWishlist: { query: { page: 2, limit: 10, sort: 'newest', search: 'tas' } },
  addWishlist: { body: { link: 'https://detail.1688.com/offer/610000000000.html' } },
  removeWishlist: { params: { marketplace: '1688', productId: '610000000000' } },
  listWishlistLinks: {},
  // inquiry
  listInquiries: { query: { page: 1, state: 'under_review', search: 'ransel' } },
  listCanceledInquiries: { query: { page: 1 } },
  createInquiry: {
    body: {
      product_id: 'prd-1',
      variants: [
        { variant_id: 'var-1', quantity: 100 },
        { variant_id: 'var-2', quantity: 50 },
      ],
      odm: true,
      notes: 'Logo dicetak di bagian depan',
    },
  },
  createImageProductRequest: {
    body: { description: 'Lampu gantung rotan seperti di foto', quantity: 30 },
    files: { image: [sampleFile('lampu-rotan.jpg', 'image/jpeg')] },
  },
  deleteQuotation: { params: { inquiryId: 'inq-1' } },
  getCatalogProductStates: { params: { productId: 'prd-1' } },
  resubmitInquiryVariant: {
    params: { inquiryId: 'inq-1', variantId: 'var-1' },
    body: { quantity: 120 },
  },
  declineInquiryVariant: { params: { inquiryId: 'inq-1', variantId: 'var-1' } },
  createProductRequest: {
    body: {
      link: 'https://item.taobao.com/item.htm?id=712345678901',
      description: 'Warna merah maroon',
      quantity: 200,
    },
  },
  // cart
  getCart: {},
  addToCart: { body: { inquiry_id: 'inq-1', variants: [{ variant_id: 'var-1', quantity: 100 }] } },
  updateCart: { body: { items: [{ cart_item_id: 'cart-1', variant_id: 'var-1', quantity: 150 }] } },
  removeCartItem: { params: { cartItemId: 'cart-1' } },
  removeCartVariant: { params: { cartItemId: 'cart-1', variantId: 'var-1' } },
  uploadCartLogo: {
    body: { cart_item_id: 'cart-1' },
    files: { logos: [sampleFile('logo-toko.png'), sampleFile('logo-toko.svg', 'image/svg+xml')] },
  },
  syncCart: { body: { cart_item_ids: ['cart-1'] } },
  getSyncResult: { params: { syncId: 'sync-1' } },
  // address
  listAddresses: {},
  createAddress: {
    body: {
      label: 'Kantor',
      nama_depan: 'Sari',
      nama_belakang: 'Wulandari',
      telepon: '+6281234567890',
      alamat: 'Jl. Kebon Jeruk Raya No. 27',
      building_name: 'Gedung Graha Niaga Lt. 5',
      id_provinsi: '31',
      id_kabupaten: '3174',
      id_kecamatan: '3174040',
      id_kelurahan: '3174040001',
      kode_pos: '11530',
      is_main: false,
    },
  },
  updateAddress: {
    body: {
      id: 'adr-1',
      label: 'Home',
      nama_depan: 'Sari',
      nama_belakang: 'Wulandari',
      telepon: '+6281234567890',
      alamat: 'Jl. Kebon Jeruk Raya No. 29',
      id_provinsi: '31',
      id_kabupaten: '3174',
      id_kecamatan: '3174040',
      id_kelurahan: '3174040001',
      kode_pos: '11530',
      is_main: true,
    },
  },
  deleteAddress: { params: { addressId: 'adr-2' } },
  // area
  listAreaRegions: {},
  listAreaProvinces: { params: { regionId: 'ID' } },
  listAreaCities: { params: { provinceId: '31' } },
  listAreaDistricts: { params: { cityId: '3174' } },
  listAreaSubdistricts: { params: { districtId: '3174040' } },
  // bank
  listBanks: {},
  listBankAccounts: {},
  createBankAccount: {
    body: { bank_name: 'BCA', account_number: '5270012345', account_holder: 'Sari Wulandari' },
  },
  updateBankAccount: {
    body: {
      id: 'bank-1',
      bank_name: 'Mandiri',
      account_number: '1230004567890',
      account_holder: 'PT. Maju Jaya',
    },
  },
  deleteBankAccount: { body: { id: 'bank-1' } },
  // checkout
  getCheckout: { params: { groupNumber: groupNumberAt(0) } },
  createCheckout: {
    body: {
      cart_item_ids: ['cart-1'],
      address_id: 'adr-1',
      courier: { code: 'jne', service: 'REG' },
      payment_method: 'virtual_account',
      notes: 'Kirim pagi hari',
    },
  },
  saveCheckoutNote: { body: { group_number: groupNumberAt(0), notes: 'Hubungi sebelum kirim' } },
  listCouriers: { query: { id: 'adr-1', courier: 'all', weight: 65_000 } },
  getPayment: { params: { groupNumber: groupNumberAt(0) } },
  payByCard: {
    body: {
      group_number: groupNumberAt(0),
      token_id: 'tok-5f2a9c7e1b3d',
      installment_months: null,
      idempotency_key: 'card-attempt-0001',
    },
  },
  // vouchers
  listVouchers: { query: { page: 1 } },
  listUsableVouchers: { params: { groupNumber: groupNumberAt(0) } },
  claimVoucher: { body: { voucher_id: 'vch-1' } },
  useVouchers: { body: { group_number: groupNumberAt(0), voucher_ids: ['vch-1'] } },
  // orders
  listTransactions: {
    params: { tab: 'to_pay', dateFilter: 'last_30_days' },
    query: { page: 1, search: 'ransel' },
  },
  getTransaction: { params: { groupNumber: groupNumberAt(0), orderNumber: orderNumberAt(0) } },
  getTracking: { params: { orderNumber: orderNumberAt(0) } },
  requestRefund: {
    body: {
      order_number: orderNumberAt(0),
      reason: 'Jahitan tas robek pada 12 dari 100 unit',
      bank_account_id: 'bank-1',
      lines: JSON.stringify([{ line_id: 'line-1', quantity: 12 }]),
    },
    files: {
      photos: [sampleFile('jahitan-robek.jpg', 'image/jpeg'), sampleFile('label-kemasan.png')],
    },
  },
  confirmReceipt: { body: { order_number: orderNumberAt(0) } },
  listBuyAgain: { query: { page: 1 } },
  // profile
  getProfile: {},
  editIdentity: {
    body: {
      namaDepan: 'Sari',
      namaBelakang: 'Wulandari',
      telepon: '+6281234567890',
      date_birth: '1990-04-17',
      gender: 'female',
    },
    files: { photo: [sampleFile('foto-profil.jpg', 'image/jpeg')] },
  },
  applyReferral: { body: { referral_code: 'BUDI2025' } },
  confirmPassword: { body: { password_current: 'rahasia123' } },
  changePassword: {
    body: {
      password_current: 'rahasia123',
      password_new: 'rahasiaBaru456',
      password_confirm: 'rahasiaBaru456',
    },
  },
  changeLanguage: { body: { change_language: 'en' } },
  deleteAccount: {},
  // auth
  register: {
    body: {
      namaDepan: 'Agus',
      namaBelakang: 'Setiawan',
      email: 'agus.setiawan@example.co.id',
      telepon: '+6281298765432',
      password: 'rahasia123',
      captcha: SAMPLE_CAPTCHA,
    },
  },
  registerSeminar: {
    body: {
      seminar_id: 'sem-2025-05',
      nama_lengkap: 'Rina Kusuma',
      email: 'rina.kusuma@example.co.id',
      telepon: '+6281311112222',
      company: 'CV Kusuma Jaya',
      captcha: SAMPLE_CAPTCHA,
    },
  },
  verifyEmail: { query: { token: 'verif-7f3a9c' } },
  sendVerificationEmail: { params: { email: 'sari.wulandari+toko@example.co.id' } },
  sendPasswordReset: {
    params: { email: 'sari.wulandari@example.co.id' },
    body: { captcha: SAMPLE_CAPTCHA },
  },
  getCaptchaChallenge: {},
  resetPassword: {
    body: {
      token: 'reset-51bd2e',
      password_new: 'rahasiaBaru456',
      password_confirm: 'rahasiaBaru456',
    },
  },
  validateOtp: { body: { email: 'sari.wulandari@example.co.id', otp: '482913' } },
  requestOtp: { body: { email: 'sari.wulandari@example.co.id' } },
  validateCustomerPhone: { body: { telepon: '+6281298765432' } },
  sendWhatsappOtp: { body: { telepon: '+6281298765432' } },
  validatePhone: { body: { telepon: '+6281298765432', otp: '482913' } },
  registerDevice: {
    body: {
      email: 'sari.wulandari@example.co.id',
      token: 'fcm-token-abc123',
      device_id: '6f1c2b7e-4a1d-4f0e-9a8b-3c2d1e0f9a8b',
    },
  },
  login: { body: { email: 'sari.wulandari@example.co.id', password: 'rahasia123' } },
  loginWithGoogle: { body: { id_token: 'google-id-token-xyz' } },
  // other
  trackVisit: { query: { utm_source: 'instagram', utm_medium: 'story', utm_id: 'mei-2025' } },
  trackOctf: { query: { utm_source: 'facebook' } },
  trackOctfRedirect: { query: { email: 'sari.wulandari@example.co.id' } },
  listNotes: { query: { page: 1 } },
  createNote: { body: { content: 'Tanyakan ke sales soal warna custom' } },
  getNote: { params: { noteId: 'note-1' } },
  updateNote: { params: { noteId: 'note-1' }, body: { content: 'Sudah ditanyakan' } },
  completeFirstTimeCustomer: {},
  recordEvent: { body: { name: 'product_viewed', properties: { product_id: 'prd-1' } } },
  getCurrency: { query: { id: 'id' } },
  getSiteContent: {},
  // notifications
  listNotifications: { query: { page: 1, limit: 10, is_new: true } },
  readNotifications: { query: { page: 1, limit: 10 } },
  readNotification: { params: { notificationId: 'ntf-1' } },
  countNewNotifications: {},
  sendTestNotification: {},
  getCounters: {},
  // catalog
  searchCatalog: {
    query: {
      keyword: 'tas ransel',
      search_type: 'taobao',
      sort: 'lowest_price',
      min_price: 50_000,
      max_price: 200_000,
    },
  },
  getCatalogProduct: { params: { productId: 'prd-1' } },
  // dev
  getDevOutbox: { query: { channel: 'whatsapp', to: '+6281234567890' } },
  settleDevPayment: { body: { subject_kind: 'order_group', subject_id: 'IDL-G-0001' } },
  settleDevRefund: { params: { transferId: 'rft-1' }, body: { outcome: 'succeeded' } },
  confirmDevCardOtp: { params: { chargeId: 'sim-1' }, body: { otp: '123456' } },
  finishDevEwallet: { params: { chargeId: 'sim-1' }, body: { result: 'paid' } },
  advanceDevClock: { body: { hours: 25 } },
  // back-office
  staffLogin: { body: { email: 'dewi.lestari@storefront.test', password: 'rahasia123' } },
  listAdminInquiries: { query: { state: 'under_review', overdue: true } },
  getAdminInquiry: { params: { inquiryId: 'inq-1' } },
  quoteVariant: {
    params: { inquiryId: 'inq-1', variantId: 'var-1' },
    body: {
      goods: { amount: 104_000, currency: 'IDR' },
      service_fee: { amount: 6_000, currency: 'IDR' },
      domestic_shipping: { amount: 1_500, currency: 'IDR' },
      freight: { amount: 11_000, currency: 'IDR' },
      tax_and_customs: { amount: 9_000, currency: 'IDR' },
      paperwork: { amount: 1_500, currency: 'IDR' },
      shipping_type: 'sea',
    },
  },
  rejectInquiry: { params: { inquiryId: 'inq-1' }, body: { reason: 'Produk tidak tersedia lagi' } },
  rejectInquiryVariant: {
    params: { inquiryId: 'inq-1', variantId: 'var-1' },
    body: { reason: 'Warna ini sudah tidak diproduksi pemasok' },
  },
  listProductRequests: { query: { open: false } },
  resolveProductRequest: {
    params: { requestId: 'req-1' },
    body: { outcome: 'found', product_id: 'prd-2' },
  },
  uploadCatalogImage: { files: { image: [sampleFile('tas-ransel.png', 'image/png')] } },
  createProductFromRequest: {
    params: { requestId: 'req-1' },
    body: {
      title: 'Tas ransel kanvas 30 L',
      description: 'Kanvas 600D',
      images: ['/catalog/images/staff-0001.png'],
      variants: [
        {
          name: 'Hitam',
          image: '/catalog/images/staff-0001.png',
          price_cny: { amount: 4_550, currency: 'CNY' },
          weight_grams: 650,
          min_quantity: 10,
          multiple: 5,
          stock: 800,
          sub_variants: [{ name: 'M', price_cny: { amount: 4_550, currency: 'CNY' }, stock: 500 }],
        },
      ],
    },
  },
  listAdminOrders: { query: { status: 'in_process', search: 'IDL' } },
  getAdminOrder: { params: { orderNumber: orderNumberAt(0) } },
  moveOrder: {
    params: { orderNumber: orderNumberAt(0) },
    body: { status: 'shipping', tracking_number: 'JNE0012345678', note: 'Dikirim via JNE' },
  },
  addOrderAdjustment: {
    params: { orderNumber: orderNumberAt(0) },
    body: { amount: { amount: 250_000, currency: 'IDR' }, reason: 'Kelebihan berat 8 kg' },
  },
  listRefunds: { query: { decided: true } },
  decideRefund: {
    params: { refundId: 'rfd-1' },
    body: { decision: 'reject', note: 'Foto tidak menunjukkan kerusakan' },
  },
  retryRefundTransfer: { params: { refundId: 'rfd-1', transferId: 'rft-1' } },
  listExcessTransfers: { query: { page: 1 } },
  retryExcessTransfer: { params: { transferId: 'rft-excess-1' } },
  listAdminVouchers: { query: { page: 1 } },
  createVoucher: {
    body: {
      title: 'Gratis Ongkir Rp 150.000',
      valid_from: hoursFromNow(0),
      valid_until: hoursFromNow(24 * 7),
      quota: 150,
      stackable: true,
      discount: { kind: 'fixed', amount: { amount: 150_000, currency: 'IDR' } },
      min_spend: { amount: 5_000_000, currency: 'IDR' },
    },
  },
  updateVoucher: {
    params: { voucherId: 'vch-1' },
    body: {
      title: 'Diskon 5% Pengguna Baru',
      valid_from: hoursFromNow(0),
      valid_until: hoursFromNow(24 * 14),
      quota: 200,
      stackable: false,
      discount: { kind: 'percent', bps: 500, cap: { amount: 300_000, currency: 'IDR' } },
    },
  },
  listExchangeRates: { query: { page: 1 } },
  setExchangeRate: { body: { from: 'CNY', to: 'IDR', rate: '2250.5' } },
  listUsdCnyRates: { query: { page: 1 } },
  setUsdCnyRate: { body: { rate: '7.1234' } },
  lookupCustomers: { query: { search: 'sari' } },
  listAuditLog: { query: { actor: 'staff', entity: 'order' } },
  listAdminAreas: { query: { parent_id: '31' } },
  setAreaDeliverable: { params: { areaId: '31.71' }, body: { deliverable: false } },
  listSalesContacts: {},
  createSalesContact: { body: { nama: 'Agus Pratama', telepon: '+6281311112222' } },
  setSalesContactActive: { params: { salesContactId: 'sales-2' }, body: { active: false } },
  setCustomerSalesContact: {
    params: { customerId: 'cus-1' },
    body: { sales_contact_id: 'sales-2' },
  },
  listHeldPayments: { query: { resolved: false } },
  resolveHeldPayment: {
    params: { paymentId: 'pay-held-1' },
    body: { resolution: 'refunded', note: 'Refunded at Xendit, ref RF-123' },
  },
};
