import type { EndpointDefinition } from '@storefront/contract';
import { CONTRACT, isMultipart } from '@storefront/contract';
import { TEN_MEGABYTES } from '@storefront/domain';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../testing/fixtures';
import type { MultipartPart } from '../testing/sample-files';
import { multipartBody, pngBombFile, pngFile } from '../testing/sample-files';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

const MEGABYTE = 1024 * 1024;
const MULTIPART_ENTRIES = (CONTRACT as readonly EndpointDefinition[]).filter((entry) =>
  isMultipart(entry),
);

/**
 * A body served in 1 MB chunks that counts how many were pulled: what the gateway read of it.
 * `total` MB of file content after the form's opening, never ending the form when `truncated`.
 */
function countedBody(head: Buffer, totalMegabytes: number, tail: Buffer) {
  const counter = { chunks: 0 };
  const chunk = Buffer.alloc(MEGABYTE, 0x20);
  async function* body() {
    yield head;
    for (let i = 0; i < totalMegabytes; i += 1) {
      counter.chunks += 1;
      yield chunk;
    }
    yield tail;
  }
  return { stream: Readable.from(body(), { objectMode: false }), counter };
}

function logoForm(boundary: string, cartItemId: string) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="cart_item_id"\r\n\r\n${cartItemId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="logos"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { head, tail };
}

// Uploads are refused by permission, declared size and count before they are read, limited per
// file and in total while they stream, a body busboy cannot parse is a 400, and an image whose
// header claims more than 40 MP is refused before anything decodes it (issue 12 §2, decision 228).
describe.each(TEST_DATABASE_KINDS)('upload limits on %s', (kind) => {
  let t: TestApp;
  let silver: Record<string, string>;
  let diamond: Record<string, string>;
  let staff: Record<string, string>;
  const cartItemId = '5f0c6f43-3b4e-4d4e-9a55-3f6f7b0d9c11';

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    silver = await customerAuth(t, await createCustomer(t));
    diamond = await customerAuth(t, await createCustomer(t, { totalOrder: 10 ** 12 }));
    staff = await staffAuth(t, await createStaff(t));
  });
  afterAll(() => t.close());

  describe('a body that is no form', () => {
    it('has five upload entries to judge', () => {
      expect(MULTIPART_ENTRIES.map((entry) => entry.id).sort()).toEqual(
        [
          'createImageProductRequest',
          'editIdentity',
          'requestRefund',
          'uploadCartLogo',
          'uploadCatalogImage',
        ].sort(),
      );
    });

    it.each(MULTIPART_ENTRIES.map((entry) => [entry.id, entry] as const))(
      '%s: no boundary and a truncated body are 400 in the envelope',
      async (_, entry) => {
        // Each entry's own caller: a customer would not reach a staff entry's body at all.
        const caller = entry.auth === 'staff' ? staff : diamond;
        const noBoundary = await t.call({
          method: entry.method,
          url: `${entry.path}?langcode=en`,
          headers: { ...caller, 'content-type': 'multipart/form-data' },
          payload: 'just some text',
        });
        expect(noBoundary.status).toBe(400);
        expect(noBoundary.body).toMatchObject({ status: 400, data: { code: 'bad_request' } });

        const { payload, headers } = multipartBody([
          { name: entry.files[0].name, value: { filename: 'a.png', bytes: pngFile(300, 300) } },
        ]);
        const truncated = await t.call({
          method: entry.method,
          url: `${entry.path}?langcode=en`,
          headers: { ...caller, ...headers },
          payload: payload.subarray(0, payload.length - 200),
        });
        expect(truncated.status).toBe(400);
        expect(truncated.body).toMatchObject({ status: 400, data: { code: 'bad_request' } });
      },
    );
  });

  describe('before reading', () => {
    it('refuses a customer whose level has no logo benefit without reading the files', async () => {
      const boundary = 'limits-boundary-1';
      const { head, tail } = logoForm(boundary, cartItemId);
      const { stream, counter } = countedBody(head, 60, tail);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo?langcode=en',
        headers: { ...silver, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: stream,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.data).toEqual({ code: 'forbidden', fields: { logos: 'field.invalid' } });
      // Only what the socket buffered before the answer, never the 60 MB; and the connection is
      // closed so the client stops sending the rest.
      expect(counter.chunks).toBeLessThan(5);
      expect(answer.response.headers.connection).toBe('close');
    });

    it('refuses a body declared larger than the entry can accept without reading it', async () => {
      const boundary = 'limits-boundary-2';
      const { head, tail } = logoForm(boundary, cartItemId);
      const { stream, counter } = countedBody(head, 60, tail);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo?langcode=id',
        headers: {
          ...diamond,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 60 * MEGABYTE + tail.length),
        },
        payload: stream,
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        message: 'File terlalu besar',
        data: { code: 'file_too_large' },
      });
      expect(counter.chunks).toBeLessThan(5);
    });
  });

  describe('while reading', () => {
    it('stops reading a streamed file at the limit and answers the rule', async () => {
      const boundary = 'limits-boundary-3';
      const { head, tail } = logoForm(boundary, cartItemId);
      // No Content-Length: only the limits while streaming can stop it.
      const { stream, counter } = countedBody(head, 60, tail);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo?langcode=en',
        headers: { ...diamond, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: stream,
      });
      expect(answer.status).toBe(413);
      expect(answer.body.data).toEqual({
        code: 'file_too_large',
        fields: { logos: 'field.invalid' },
      });
      expect(counter.chunks).toBeLessThan(TEN_MEGABYTES / MEGABYTE + 5);
      expect(answer.response.headers.connection).toBe('close');
    });

    it('counts the files of a field as they arrive: the sixth logo is refused at its header', async () => {
      const parts: MultipartPart[] = [
        { name: 'cart_item_id', value: cartItemId },
        ...Array.from({ length: 7 }, (_, i) => ({
          name: 'logos',
          value: { filename: `l${i}.png`, bytes: pngFile(8, 8) },
        })),
      ];
      const { payload, headers } = multipartBody(parts);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo?langcode=en',
        headers: { ...diamond, ...headers },
        payload,
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        message: 'Too many files (maximum 5)',
        data: { code: 'file_too_many' },
      });
    });

    it('refuses a control character in a file name on the field', async () => {
      const { payload, headers } = multipartBody([
        { name: 'description', value: 'Tas kulit' },
        { name: 'image', value: { filename: 'a\u0000.png', bytes: pngFile(300, 300) } },
      ]);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/inquiry/image',
        headers: { ...diamond, ...headers },
        payload,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ image: 'field.invalid' });
    });
  });

  describe('a decompression bomb: 50,000 x 50,000 pixels in a small PNG', () => {
    const bomb = pngBombFile(50_000, 50_000);

    it('is a small file', () => {
      expect(bomb.length).toBeLessThan(400 * 1024);
    });

    it.each([
      [
        'a product photo',
        '/oci/orders/inquiry/image',
        'POST',
        [{ name: 'description', value: 'Tas kulit' }],
        'image',
      ],
      [
        'a logo',
        '/oci/orders/cart/logo',
        'POST',
        [{ name: 'cart_item_id', value: cartItemId }],
        'logos',
      ],
      [
        'a profile photo',
        '/oci/profile/edit-identity',
        'PUT',
        [
          { name: 'namaDepan', value: 'Budi' },
          { name: 'namaBelakang', value: 'Santoso' },
          { name: 'telepon', value: '+6281234567890' },
        ],
        'photo',
      ],
    ] as const)(
      'is refused as %s, in the request language',
      async (_, url, method, fields, file) => {
        const { payload, headers } = multipartBody([
          ...fields,
          { name: file, value: { filename: 'bomb.png', bytes: bomb } },
        ]);
        const answer = await t.call({
          method,
          url: `${url}?langcode=id`,
          headers: { ...diamond, ...headers },
          payload,
        });
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({
          message: 'Gambar memiliki terlalu banyak piksel (maksimal 40 megapiksel)',
          data: { code: 'image_too_many_pixels', fields: { [file]: 'field.invalid' } },
        });
      },
    );

    it('lets a 40 MP header through the cap (8,000 x 5,000)', async () => {
      const { payload, headers } = multipartBody([
        { name: 'description', value: 'Tas kulit' },
        { name: 'image', value: { filename: 'big.png', bytes: pngBombFile(8_000, 5_000) } },
      ]);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/inquiry/image?langcode=en',
        headers: { ...diamond, ...headers },
        payload,
      });
      expect(answer.body?.data?.code).not.toBe('image_too_many_pixels');
    });
  });
});
