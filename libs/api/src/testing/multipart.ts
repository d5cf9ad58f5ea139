/** The text fields of a multipart body and how many files each file field carried. */
export interface MultipartContent {
  readonly fields: Record<string, string>;
  readonly fileCounts: Record<string, number>;
}

const NAME = /name="([^"]*)"/;
const FILENAME = /filename="([^"]*)"/;

/**
 * Reads the parts by hand. Only needed where Request#formData() is broken: under vitest's jsdom
 * environment undici's multipart parser asserts on jsdom's File class. Text fields are exact;
 * files are only counted.
 */
function parseMultipartText(text: string, boundary: string): MultipartContent {
  const fields: Record<string, string> = {};
  const fileCounts: Record<string, number> = {};
  for (const part of text.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = NAME.exec(head)?.[1];
    if (name === undefined) continue;
    if (FILENAME.test(head)) {
      fileCounts[name] = (fileCounts[name] ?? 0) + 1;
    } else {
      fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
    }
  }
  return { fields, fileCounts };
}

/** The content of a multipart/form-data request, as the mock gateway checks it. */
export async function readMultipart(request: Request): Promise<MultipartContent> {
  try {
    const form = await request.clone().formData();
    const fields: Record<string, string> = {};
    const fileCounts: Record<string, number> = {};
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else fileCounts[name] = (fileCounts[name] ?? 0) + 1;
    });
    return { fields, fileCounts };
  } catch {
    const boundary = /boundary=([^;]+)/.exec(request.headers.get('content-type') ?? '')?.[1];
    if (!boundary) return { fields: {}, fileCounts: {} };
    return parseMultipartText(await request.text(), boundary.replace(/^"|"$/g, ''));
  }
}
