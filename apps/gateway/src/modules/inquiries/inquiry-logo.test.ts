import { TEN_MEGABYTES, getMarket } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { createAdapters } from '../../adapters/create-adapters';
import { createStaff, staffAuth } from '../../testing/fixtures';
import { jpegFile, pdfFile, pngFile, svgFile, textFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate, testEnv } from '../catalog/testing';
import { attachInquiryLogos } from './inquiry-logo.service';
import { insertProduct, verifiedCustomer } from './testing/inquiry-fixtures';

const GOLD = 100_000_000;

describe.each(TEST_DATABASE_KINDS)('submission logos on %s', (kind) => {
  let t: TestApp;
  let context: Pick<AppContext, 'db' | 'market' | 'now' | 'adapters'>;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: testEnv() });
    await insertRate(t);
    context = {
      db: t.handle.db,
      market: getMarket(t.config.market),
      now: () => t.clock.now,
      adapters: createAdapters(t.config, t.handle.db),
    };
  });
  afterAll(() => t.close());

  async function submission(totalOrder = GOLD) {
    const { customer, headers } = await verifiedCustomer(t, { totalOrder });
    const { product, variants } = await insertProduct(t);
    const made = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: { product_id: product.id, variants: [{ variant_id: variants[2]?.id, quantity: 1 }] },
    });
    return { customer, headers, id: made.body.data.id as string };
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string; fields?: object }) => ({ code: error.code, fields: error.fields }),
    );

  it('stores logos judged by content, lists them on the submission and serves them to owner and staff', async () => {
    const { customer, headers, id } = await submission();
    const rows = await attachInquiryLogos(context, customer.id, id, [
      { filename: 'Logo Kami.PDF', bytes: pdfFile() },
      { filename: 'brand.svg', bytes: svgFile() },
      { filename: 'foto.jpeg', bytes: jpegFile(300, 300) },
    ]);
    expect(rows.map((row) => row.fileType)).toEqual(['pdf', 'svg', 'jpeg']);
    const list = await t.call({ method: 'GET', url: '/oci/orders/inquiry', headers });
    const logos = list.body.data.items[0].logos;
    expect(logos.map((l: { file_name: string }) => l.file_name)).toEqual([
      'Logo Kami.PDF',
      'brand.svg',
      'foto.jpeg',
    ]);
    const url = new URL(logos[1].url);
    const own = await t.app.inject({ method: 'GET', url: url.pathname, headers });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(svgFile())).toBe(true);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    const staffHeaders = await staffAuth(t, await createStaff(t));
    expect(
      (await t.app.inject({ method: 'GET', url: url.pathname, headers: staffHeaders })).statusCode,
    ).toBe(200);
    const stranger = await verifiedCustomer(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(401);
  });

  it('refuses a file whose content is not of an accepted type, whatever its name', async () => {
    const { customer, id } = await submission();
    expect(
      await failure(
        attachInquiryLogos(context, customer.id, id, [
          { filename: 'logo.png', bytes: pngFile(10, 10) },
          { filename: 'logo.png', bytes: textFile() },
        ]),
      ),
    ).toEqual({ code: 'file_type_invalid', fields: { logos: 'field.invalid' } });
    expect(
      await failure(
        attachInquiryLogos(context, customer.id, id, [{ filename: 'logo.png', bytes: pdfFile() }]),
      ),
    ).toEqual({ code: 'file_type_invalid', fields: { logos: 'field.invalid' } });
  });

  it('counts files already attached: 10 MB and 5 files in total per submission', async () => {
    const { customer, id } = await submission();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024)]);
    await attachInquiryLogos(context, customer.id, id, [{ filename: 'a.pdf', bytes: big }]);
    expect(
      await failure(
        attachInquiryLogos(context, customer.id, id, [{ filename: 'b.pdf', bytes: big }]),
      ),
    ).toEqual({ code: 'file_too_large', fields: { logos: 'field.invalid' } });
    const rest = Buffer.concat([
      pdfFile(),
      Buffer.alloc(TEN_MEGABYTES - big.length - pdfFile().length),
    ]);
    await attachInquiryLogos(context, customer.id, id, [{ filename: 'c.pdf', bytes: rest }]);
    const small = { filename: 'd.svg', bytes: svgFile() };
    const other = await submission();
    await attachInquiryLogos(context, other.customer.id, other.id, [
      small,
      small,
      small,
      small,
      small,
    ]);
    expect(
      await failure(attachInquiryLogos(context, other.customer.id, other.id, [small])),
    ).toEqual({ code: 'file_too_many', fields: { logos: 'field.invalid' } });
  });

  it('keeps logos to their owner and to levels with the logo benefit', async () => {
    const { id } = await submission();
    const stranger = await verifiedCustomer(t, { totalOrder: GOLD });
    const file = [{ filename: 'a.pdf', bytes: pdfFile() }];
    expect((await failure(attachInquiryLogos(context, stranger.customer.id, id, file)))?.code).toBe(
      'not_found',
    );
    const silver = await submission(0);
    expect(
      (await failure(attachInquiryLogos(context, silver.customer.id, silver.id, file)))?.code,
    ).toBe('forbidden');
  });
});
