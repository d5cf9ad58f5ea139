import { describe, expect, it } from 'vitest';
import type { UploadFile, UploadFileType } from './upload-rules';
import {
  checkImageResolution,
  checkUploadBatch,
  IMAGE_UPLOAD_RULES,
  LOGO_UPLOAD_RULES,
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
    ['6 files', logos(6), { ok: false, code: 'file_too_many' }],
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
      { ok: false, code: 'file_too_many' },
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
      { ok: false, code: 'file_too_many' },
    ],
  ] as const)('%s', (_case, files, expected) => {
    expect(checkUploadBatch(files, IMAGE_UPLOAD_RULES)).toEqual(expected);
  });
});

describe('checkImageResolution (minimum 200 x 200)', () => {
  it.each([
    [200, 200, { ok: true }],
    [1920, 1080, { ok: true }],
    [199, 200, { ok: false, code: 'image_resolution_too_low' }],
    [200, 199, { ok: false, code: 'image_resolution_too_low' }],
    [199, 199, { ok: false, code: 'image_resolution_too_low' }],
    [4000, 100, { ok: false, code: 'image_resolution_too_low' }],
    [0, 0, { ok: false, code: 'image_resolution_too_low' }],
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
