/**
 * C0 control characters except tab, line feed and carriage return, and DEL (decision 225). No
 * form field needs them, PostgreSQL refuses NUL in text outright, and the others only ever
 * arrive from a broken client or a probe; tab and line breaks are what people type into notes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when the text holds a character no field accepts (see CONTROL_CHARACTER). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The dot path ('variants.0.name', '' for the value itself) of the first string, or object key,
 * holding a control character anywhere in a parsed request part; null when there is none.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (hasControlCharacter(key)) return itemPath;
    const found = findControlCharacter(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}
