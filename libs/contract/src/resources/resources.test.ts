import { ORDER_TABS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { getCatalogProduct } from '../endpoints/catalog.contract';
import { getSiteContent } from '../endpoints/site-content.contract';
import { getCounters } from '../endpoints/notifications.contract';
import { login } from '../endpoints/auth.contract';
import { envelopeSchema } from '../shared/envelope.schema';

const thb = (amount: number) => ({ amount, currency: 'THB' });
const cny = (amount: number) => ({ amount, currency: 'CNY' });

const variant = {
  id: 'v1',
  name: 'Black / L',
  image_url: null,
  unit_price_cny: cny(1250),
  unit_price: thb(6250),
  unit_weight_grams: 350,
  min_quantity: 2,
  multiple: 2,
  stock: 120,
  sub_variants: [
    { id: 'v1-s', name: 'Slim', unit_price_cny: cny(1300), unit_price: thb(6500), stock: 40 },
  ],
  quotation_state: 'quoted',
  quoted_unit_price: thb(9900),
};

const product = {
  id: 'p1',
  marketplace: '1688',
  marketplace_product_id: '610947572360',
  link: 'https://detail.1688.com/offer/610947572360.html',
  product_source: 'default',
  title: 'Leather tote bag',
  image_url: 'https://cdn.example.com/p1.jpg',
  price_cny: cny(1250),
  price: thb(6250),
  sold: 1520,
  removed_by_supplier: false,
  quotation_state: 'partially_quoted',
  demo_link: false,
  description: 'Genuine leather.',
  images: ['https://cdn.example.com/p1.jpg'],
  variants: [variant, { ...variant, id: 'v2', quotation_state: null, quoted_unit_price: null }],
};

describe('answers as the gateway sends them', () => {
  it('a product with variants, in the envelope', () => {
    const body = { status: 200, message: 'OK', data: product };
    expect(envelopeSchema(getCatalogProduct.response).parse(body)).toEqual(body);
  });

  it.each([
    ['a fractional price', { price: thb(62.5) }],
    ['a missing multiple', { variants: [{ ...variant, multiple: undefined }] }],
    ['an unknown quotation state', { quotation_state: 'half_quoted' }],
    ['a minimum of 0', { variants: [{ ...variant, min_quantity: 0 }] }],
    ['no word on whether its link is a demo', { demo_link: undefined }],
  ])('not a product with %s', (_case, change) => {
    expect(getCatalogProduct.response.safeParse({ ...product, ...change }).success).toBe(false);
  });

  it('a session with the token’s identity', () => {
    const session = {
      token: 'eyJhbGciOi...',
      expires_at: '2025-02-01T00:00:00.000Z',
      identity: {
        is_verified: true,
        date_birth: null,
        level: 'gold',
        userName: 'Somchai',
        photo: null,
        email: 'somchai@example.com',
        gender: null,
        telepon: '+66812345678',
        nama_sales: { nama: 'Nok', telepon: '+66898765432' },
        is_first_time: false,
        ktp_verified: false,
        total_order: 21_254_040,
      },
    };
    expect(login.response.parse(session)).toEqual(session);
    expect(
      login.response.safeParse({ ...session, expires_at: '2025-02-01T07:00:00+07:00' }).success,
    ).toBe(false);
  });

  it('counters for every order tab, and only with all of them', () => {
    const orders = Object.fromEntries(ORDER_TABS.map((tab, index) => [tab, index]));
    const counters = { cart: 3, wishlist: 12, notifications_new: 4, orders };
    expect(getCounters.response.parse(counters)).toEqual(counters);
    const { cancelled: _left, ...missingOne } = orders;
    expect(getCounters.response.safeParse({ ...counters, orders: missingOne }).success).toBe(false);
  });

  it('the web configuration of the Thai market', () => {
    const content = {
      config: {
        market: 'th',
        currency: 'THB',
        locales: ['th-TH', 'en-US'],
        default_locale: 'th-TH',
        time_zone: 'Asia/Singapore',
        show_register_button: false,
        google_login: true,
        payment_methods: ['virtual_account', 'credit_card', 'qr'],
        minimum_order: {
          default: thb(210_000),
          alibaba: thb(210_000),
          oci: thb(100),
          oem: thb(2_100_000),
        },
        level_thresholds: { gold: thb(21_254_040), diamond: thb(106_270_200) },
        payment_window_hours: 24,
      },
      contents: { seo_title: 'นำเข้าสินค้าจากจีน' },
      faq: [{ question: 'How long does a quote take?', answer: 'At most 2x24 hours.' }],
    };
    expect(getSiteContent.response.parse(content)).toEqual(content);
    const silverThreshold = {
      ...content,
      config: {
        ...content.config,
        level_thresholds: { ...content.config.level_thresholds, silver: thb(0) },
      },
    };
    expect(getSiteContent.response.safeParse(silverThreshold).success).toBe(false);
  });
});
