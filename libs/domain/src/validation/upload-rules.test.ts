import { describe, expect, it } from 'vitest';
import type { UploadFile, UploadFileType } from './upload-rules';
import {
  checkImagePixels,
  checkImageResolution,
  checkUploadBatch,
  IMAGE_UPLOAD_RULES,
  imageTypeFromSignature,
  LOGO_UPLOAD_RULES,
  MAX_IMAGE_PIXELS,
  REFUND_PHOTO_UPLOAD_RULES,
  TEN_MEGABYTES,
  UPLOAD_FILE_TYPES,
  uploadAcceptAttribute,
} from './upload-rules';

const file = (name: string, size: number, detectedType: UploadFileType | null): UploadFile => ({
  name,
  size,
  detectedType,
});
const logos = (count: number, size = 1000) =>
  Array.from({ length: count }, (_, i) => file(`logo-${i}.png`, size, 'png'));

describe('LOGO_UPLOAD_RULES: 10 types, 5 files, 10 MB together', () => {
  it.each([
    ['no files', [], { ok: true }],
    ['5 files', logos(5), { ok: true }],
    ['6 files', logos(6), { ok: false, code: 'file_too_many', params: { max: 5 } }],
    ['exactly 10 MB in one file', [file('a.psd', TEN_MEGABYTES, 'psd')], { ok: true }],
    [
      'one byte over 10 MB',
      [file('a.psd', TEN_MEGABYTES + 1, 'psd')],
      { ok: false, code: 'file_too_large' },
    ],
    [
      'exactly 10 MB over five files',
      [...logos(4, 2 * 1024 * 1024), file('e.pdf', 2 * 1024 * 1024, 'pdf')],
      { ok: true },
    ],
    [
      'one byte over 10 MB over five files',
      [...logos(4, 2 * 1024 * 1024), file('e.pdf', 2 * 1024 * 1024 + 1, 'pdf')],
      { ok: false, code: 'file_too_large' },
    ],
    ['decimal 10 MB (as macOS shows it)', [file('a.ai', 10_000_000, 'ai')], { ok: true }],
    [
      'too many is reported before a wrong type',
      [...logos(5), file('x.exe', 10, null)],
      { ok: false, code: 'file_too_many', params: { max: 5 } },
    ],
    [
      'a wrong type names the file',
      [file('a.png', 10, 'png'), file('b.docx', 10, null)],
      { ok: false, code: 'file_type_invalid', fileIndex: 1 },
    ],
    [
      'a renamed file: content is a PDF, name says PNG',
      [file('logo.png', 10, 'pdf')],
      { ok: false, code: 'file_type_invalid', fileIndex: 0 },
    ],
    [
      'a wrong type is reported before the size',
      [file('a.png', TEN_MEGABYTES + 1, 'png'), file('b.txt', 1, null)],
      { ok: false, code: 'file_type_invalid', fileIndex: 1 },
    ],
    [
      'no extension',
      [file('logo', 10, 'png')],
      { ok: false, code: 'file_type_invalid', fileIndex: 0 },
    ],
  ] as const)('%s', (_case, files, expected) => {
    expect(checkUploadBatch(files, LOGO_UPLOAD_RULES)).toEqual(expected);
  });

  it.each([
    ['logo.jpg', 'jpeg'],
    ['LOGO.JPEG', 'jpeg'],
    ['logo.pdf', 'pdf'],
    ['logo.png', 'png'],
    ['logo.gif', 'gif'],
    ['logo.svg', 'svg'],
    ['logo.psd', 'psd'],
    ['logo.cdr', 'cdr'],
    ['logo.ai', 'ai'],
    ['logo.ai', 'pdf'],
    ['photo.raw', 'raw'],
    ['photo.CR2', 'raw'],
    ['photo.nef', 'raw'],
  ] as const)('accepts %s detected as %s', (name, type) => {
    expect(checkUploadBatch([file(name, 10, type)], LOGO_UPLOAD_RULES)).toEqual({ ok: true });
  });
});

describe('IMAGE_UPLOAD_RULES: one JPG/JPEG/PNG of at most 10 MB', () => {
  it.each([
    ['a JPG', [file('p.jpg', 10, 'jpeg')], { ok: true }],
    ['a JPEG', [file('p.jpeg', 10, 'jpeg')], { ok: true }],
    ['a PNG', [file('p.png', 10, 'png')], { ok: true }],
    ['a GIF', [file('p.gif', 10, 'gif')], { ok: false, code: 'file_type_invalid', fileIndex: 0 }],
    ['a PDF', [file('p.pdf', 10, 'pdf')], { ok: false, code: 'file_type_invalid', fileIndex: 0 }],
    ['exactly 10 MB', [file('p.png', TEN_MEGABYTES, 'png')], { ok: true }],
    [
      'one byte more',
      [file('p.png', TEN_MEGABYTES + 1, 'png')],
      { ok: false, code: 'file_too_large', fileIndex: 0 },
    ],
    [
      'two images',
      [file('a.png', 1, 'png'), file('b.png', 1, 'png')],
      { ok: false, code: 'file_too_many', params: { max: 1 } },
    ],
  ] as const)('%s', (_case, files, expected) => {
    expect(checkUploadBatch(files, IMAGE_UPLOAD_RULES)).toEqual(expected);
  });
});

describe('REFUND_PHOTO_UPLOAD_RULES: up to 5 JPG/JPEG/PNG, 10 MB each, 20 MB together', () => {
  const photos = (count: number, size = 1000) =>
    Array.from({ length: count }, (_, i) => file(`rusak-${i}.jpg`, size, 'jpeg'));
  const fourMegabytes = 4 * 1024 * 1024;
  it.each([
    ['one photo', photos(1), { ok: true }],
    ['a PNG screenshot', [file('layar.PNG', 10, 'png')], { ok: true }],
    ['five photos', photos(5), { ok: true }],
    ['six photos', photos(6), { ok: false, code: 'file_too_many', params: { max: 5 } }],
    [
      'a PDF named .jpg (judged by content)',
      [file('a.jpg', 10, 'jpeg'), file('b.jpg', 10, 'pdf')],
      { ok: false, code: 'file_type_invalid', fileIndex: 1 },
    ],
    ['a GIF', [file('a.gif', 10, 'gif')], { ok: false, code: 'file_type_invalid', fileIndex: 0 }],
    [
      'an unrecognised file',
      [file('a.heic', 10, null)],
      { ok: false, code: 'file_type_invalid', fileIndex: 0 },
    ],
    ['exactly 10 MB in one photo', [file('a.png', TEN_MEGABYTES, 'png')], { ok: true }],
    [
      'one photo one byte over 10 MB',
      [file('a.jpg', 10, 'jpeg'), file('b.png', TEN_MEGABYTES + 1, 'png')],
      { ok: false, code: 'file_too_large', fileIndex: 1 },
    ],
    ['five phone photos of 4 MB (20 MB)', photos(5, fourMegabytes), { ok: true }],
    [
      'exactly 20 MB together',
      [file('a.jpg', TEN_MEGABYTES, 'jpeg'), file('b.jpg', TEN_MEGABYTES, 'jpeg')],
      { ok: true },
    ],
    [
      'one byte over 20 MB together',
      [
        file('a.jpg', TEN_MEGABYTES, 'jpeg'),
        file('b.jpg', 5, 'jpeg'),
        ...photos(1, TEN_MEGABYTES - 4),
      ],
      { ok: false, code: 'file_too_large' },
    ],
  ] as const)('%s', (_case, files, expected) => {
    expect(checkUploadBatch(files, REFUND_PHOTO_UPLOAD_RULES)).toEqual(expected);
  });

  it('sets no minimum resolution and offers only image extensions', () => {
    expect(checkImageResolution(1, 1, REFUND_PHOTO_UPLOAD_RULES)).toEqual({ ok: true });
    expect(uploadAcceptAttribute(REFUND_PHOTO_UPLOAD_RULES)).toBe('.jpg,.jpeg,.png');
  });
});

describe('checkImageResolution (minimum 200 x 200)', () => {
  const TOO_LOW = { width: 200, height: 200 };
  it.each([
    [200, 200, { ok: true }],
    [1920, 1080, { ok: true }],
    [199, 200, { ok: false, code: 'image_resolution_too_low', params: TOO_LOW }],
    [200, 199, { ok: false, code: 'image_resolution_too_low', params: TOO_LOW }],
    [199, 199, { ok: false, code: 'image_resolution_too_low', params: TOO_LOW }],
    [4000, 100, { ok: false, code: 'image_resolution_too_low', params: TOO_LOW }],
    [0, 0, { ok: false, code: 'image_resolution_too_low', params: TOO_LOW }],
  ])('%i x %i -> %j', (width, height, expected) => {
    expect(checkImageResolution(width, height, IMAGE_UPLOAD_RULES)).toEqual(expected);
  });

  it('does not judge resolution when the rules set none', () => {
    expect(checkImageResolution(1, 1, LOGO_UPLOAD_RULES)).toEqual({ ok: true });
  });
});

describe('uploadAcceptAttribute', () => {
  it('lists the extensions of the allowed types once each', () => {
    expect(uploadAcceptAttribute(IMAGE_UPLOAD_RULES)).toBe('.jpg,.jpeg,.png');
    const logo = uploadAcceptAttribute(LOGO_UPLOAD_RULES).split(',');
    expect(logo).toEqual([...new Set(logo)]);
    for (const extension of [
      '.jpg',
      '.jpeg',
      '.pdf',
      '.png',
      '.gif',
      '.svg',
      '.psd',
      '.cdr',
      '.ai',
      '.raw',
    ]) {
      expect(logo).toContain(extension);
    }
  });

  it('logo rules allow every known type', () => {
    expect([...LOGO_UPLOAD_RULES.types].sort()).toEqual([...UPLOAD_FILE_TYPES].sort());
  });
});

describe('imageTypeFromSignature', () => {
  it.each([
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46], 'jpeg'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0], 'gif'],
    ['a PDF', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34], null],
    ['text', [...'hello, w'].map((c) => c.charCodeAt(0)), null],
    ['a PNG cut short', [0x89, 0x50, 0x4e, 0x47], null],
    ['an empty file', [], null],
  ] as const)('%s -> %s', (_case, bytes, expected) => {
    expect(imageTypeFromSignature(new Uint8Array(bytes))).toBe(expected);
  });
});

describe('checkImagePixels: at most MAX_IMAGE_PIXELS (40 MP) from the header', () => {
  const refused = { ok: false, code: 'image_too_many_pixels', params: { max: 40 } };
  it.each([
    ['a phone photo, 4000 x 3000', 4000, 3000, { ok: true }],
    ['exactly 40 MP, 8000 x 5000', 8000, 5000, { ok: true }],
    ['one pixel over, 40,000,001 x 1', 40_000_001, 1, refused],
    ['8001 x 5000', 8001, 5000, refused],
    ['the 304 KB bomb, 50,000 x 50,000', 50_000, 50_000, refused],
    ['a 1 x 1 logo', 1, 1, { ok: true }],
  ])('%s', (_, width, height, expected) => {
    expect(checkImagePixels(width, height)).toEqual(expected);
  });

  it('caps at 40 megapixels', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });
});
