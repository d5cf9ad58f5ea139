import type { ErrorCode } from '../errors/error-codes';
import type { RuleFailure } from '../errors/error-params';

/**
 * File kinds as the gateway's content sniffing reports them. One kind per format, not per
 * extension: a JPG and a JPEG are the same bytes. 'raw' stands for camera raw formats.
 */
export const UPLOAD_FILE_TYPES = [
  'jpeg',
  'png',
  'gif',
  'pdf',
  'svg',
  'psd',
  'cdr',
  'ai',
  'raw',
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/**
 * The file-name extensions that may carry each kind. A PDF may be named .ai: Illustrator saves
 * PDF-compatible files, and a sniffer reports those as PDF.
 */
export const UPLOAD_FILE_EXTENSIONS: Readonly<Record<UploadFileType, readonly string[]>> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf', 'ai'],
  svg: ['svg'],
  psd: ['psd'],
  cdr: ['cdr'],
  ai: ['ai'],
  raw: ['raw', 'cr2', 'cr3', 'nef', 'arw', 'dng', 'orf', 'rw2', 'raf'],
};

export interface UploadRules {
  readonly types: readonly UploadFileType[];
  readonly maxFiles: number;
  /** Limit on the sum of one batch; null when only each file is limited. */
  readonly maxTotalBytes: number | null;
  /** Limit on each file; null when only the batch is limited. */
  readonly maxFileBytes: number | null;
  /** Smallest accepted image, in pixels; null when the rules are not for images. */
  readonly minImageWidth: number | null;
  readonly minImageHeight: number | null;
}

/**
 * "10 MB" read as 10 MiB (10,485,760 bytes): a file that Windows (binary) or macOS (decimal)
 * shows as 10 MB is then accepted either way, which is what a user reading "10 MB" expects.
 */
export const TEN_MEGABYTES = 10 * 1024 * 1024;

/** Logo or brand artwork for a customised product (SPEC §5): up to 5 files, 10 MB together. */
export const LOGO_UPLOAD_RULES: UploadRules = {
  types: ['jpeg', 'pdf', 'png', 'gif', 'svg', 'psd', 'cdr', 'ai', 'raw'],
  maxFiles: 5,
  maxTotalBytes: TEN_MEGABYTES,
  maxFileBytes: null,
  minImageWidth: null,
  minImageHeight: null,
};

/**
 * A product photo (product request by image) or a profile photo: one JPG/JPEG/PNG of at most
 * 10 MB and at least 200 x 200 pixels. See README.md for why 200.
 */
export const IMAGE_UPLOAD_RULES: UploadRules = {
  types: ['jpeg', 'png'],
  maxFiles: 1,
  maxTotalBytes: null,
  maxFileBytes: TEN_MEGABYTES,
  minImageWidth: 200,
  minImageHeight: 200,
};

/**
 * Photos of a refund request (issue 4 §7): the evidence staff judge the complaint by and pass on
 * to the supplier. JPG/JPEG/PNG only (what a phone camera or a screenshot gives), up to 5 photos,
 * each at most 10 MB like any image, and 20 MB together so one request buffers a bounded amount.
 * No minimum resolution: a cropped close-up of a torn seam is still evidence. At least one photo
 * is required; the contract's file field says so (`required`), as for every upload.
 * See docs/decisions/178.
 */
export const REFUND_PHOTO_UPLOAD_RULES: UploadRules = {
  types: ['jpeg', 'png'],
  maxFiles: 5,
  maxTotalBytes: 2 * TEN_MEGABYTES,
  maxFileBytes: TEN_MEGABYTES,
  minImageWidth: null,
  minImageHeight: null,
};

export interface UploadFile {
  readonly name: string;
  readonly size: number;
  /** What the content is, by sniffing; null when the sniffer did not recognise it. */
  readonly detectedType: UploadFileType | null;
}

export type UploadCheck =
  | { readonly ok: true }
  | RuleFailure<'file_too_many'>
  | { readonly ok: false; readonly code: Extract<ErrorCode, 'file_too_large'> }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'file_type_invalid' | 'file_too_large'>;
      /** The first offending file, so the form can mark it. */
      readonly fileIndex: number;
    };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The type is judged on the content; the name must agree, so a renamed file cannot slip through. */
function hasAcceptedType(file: UploadFile, rules: UploadRules): boolean {
  if (file.detectedType === null || !rules.types.includes(file.detectedType)) return false;
  return UPLOAD_FILE_EXTENSIONS[file.detectedType].includes(extensionOf(file.name));
}

/**
 * One batch of files against its rules. Checked in the order a user can fix them: too many files
 * first, then the first file of a wrong type, then size (one file, then the batch). An empty batch
 * is fine here: whether a file is required is the form's decision.
 */
export function checkUploadBatch(files: readonly UploadFile[], rules: UploadRules): UploadCheck {
  if (files.length > rules.maxFiles) {
    return { ok: false, code: 'file_too_many', params: { max: rules.maxFiles } };
  }
  const wrongType = files.findIndex((file) => !hasAcceptedType(file, rules));
  if (wrongType >= 0) return { ok: false, code: 'file_type_invalid', fileIndex: wrongType };
  if (rules.maxFileBytes !== null) {
    const limit = rules.maxFileBytes;
    const tooLarge = files.findIndex((file) => file.size > limit);
    if (tooLarge >= 0) return { ok: false, code: 'file_too_large', fileIndex: tooLarge };
  }
  if (rules.maxTotalBytes !== null) {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > rules.maxTotalBytes) return { ok: false, code: 'file_too_large' };
  }
  return { ok: true };
}

export type ImageResolutionCheck = { readonly ok: true } | RuleFailure<'image_resolution_too_low'>;

/** Both sides must reach the minimum; exactly the minimum passes. */
export function checkImageResolution(
  width: number,
  height: number,
  rules: UploadRules,
): ImageResolutionCheck {
  const tooNarrow = rules.minImageWidth !== null && width < rules.minImageWidth;
  const tooShort = rules.minImageHeight !== null && height < rules.minImageHeight;
  if (!tooNarrow && !tooShort) return { ok: true };
  // The text names both sides of the minimum; a side without one is any size (0).
  const params = { width: rules.minImageWidth ?? 0, height: rules.minImageHeight ?? 0 };
  return { ok: false, code: 'image_resolution_too_low', params };
}

/**
 * Most pixels an uploaded image may have: 40 megapixels, above any phone camera (a 48 MP phone
 * saves 12 MP by default) and any logo. Decoding costs about 4 bytes a pixel, so a 304 KB PNG
 * claiming 50,000 x 50,000 would need 10 GB once shown or resized: the header is read and the
 * file refused before anyone decodes it (decision 228).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A failure names the cap in whole megapixels, the message's `{max}`. */
export type ImagePixelsCheck = { readonly ok: true } | RuleFailure<'image_too_many_pixels'>;

/** Width x height against MAX_IMAGE_PIXELS; exactly the cap passes. */
export function checkImagePixels(width: number, height: number): ImagePixelsCheck {
  return width * height > MAX_IMAGE_PIXELS
    ? {
        ok: false,
        code: 'image_too_many_pixels',
        params: { max: Math.floor(MAX_IMAGE_PIXELS / 1_000_000) },
      }
    : { ok: true };
}

/** The first bytes of the raster kinds a browser can tell apart cheaply before an upload. */
const IMAGE_SIGNATURES: readonly {
  readonly type: UploadFileType;
  readonly bytes: readonly number[];
}[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** How many leading bytes imageTypeFromSignature reads. */
export const IMAGE_SIGNATURE_LENGTH = 8;

/**
 * A JPEG, PNG or GIF by its first bytes, else null. For a browser's check before an upload (it
 * only knows the name otherwise); the gateway sniffs the whole file and has the last word.
 */
export function imageTypeFromSignature(head: Uint8Array): UploadFileType | null {
  const match = IMAGE_SIGNATURES.find(({ bytes }) =>
    bytes.every((byte, index) => head[index] === byte),
  );
  return match?.type ?? null;
}

/** The `accept` attribute of a file input for these rules ('.jpg,.jpeg,.png'). */
export function uploadAcceptAttribute(rules: UploadRules): string {
  const extensions = rules.types.flatMap((type) => UPLOAD_FILE_EXTENSIONS[type]);
  return [...new Set(extensions)].map((extension) => `.${extension}`).join(',');
}
