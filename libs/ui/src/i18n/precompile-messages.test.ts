import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileMessageModule, messageFileLocale } from './precompile-messages';

/** Every feature's and the shell's message file, as the build reads it. */
const SOURCES = import.meta.glob<string>(
  ['../features/*/i18n/*-*.ts', '../app-shell/i18n/*-*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** What the build ships for a message file: TypeScript stripped, then the plugin's transform. */
async function built(file: string, source: string): Promise<Record<string, unknown>> {
  const id = `/work/libs/ui/src/${file.replace('../', '')}`;
  const locale = messageFileLocale(id);
  if (!locale) throw new Error(`${file} is not a message file`);
  const { code } = await transformWithOxc(source, id);
  const compiled = compileMessageModule(code, parseAst(code) as never, locale, id) ?? code;
  // The module imports types only; run it and read what it exports by default.
  const body = compiled.replace(/^export default /m, 'return ').replace(/^export .*$/gm, '');
  return new Function(body)() as Record<string, unknown>;
}

/** A value for each argument a message takes, by the kind of argument. */
function valuesFor(ast: readonly MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of ast) {
    if (element.type === TYPE.argument) values[element.value] ??= `‹${element.value}›`;
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2;
    if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = new Date(Date.UTC(2026, 0, 31, 9, 5));
    }
    if (element.type === TYPE.select) {
      values[element.value] ??= Object.keys(element.options)[0];
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
    if (element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</>`;
      valuesFor(element.children, values);
    }
  }
  return values;
}

describe('precompiled messages (what the apps ship)', () => {
  it('finds the message files of every feature and the shell', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThanOrEqual(6 * 10);
    expect(messageFileLocale('/x/libs/ui/src/features/cart/i18n/th-TH.ts')).toBe('th-TH');
    expect(messageFileLocale('/x/libs/ui/src/app-shell/i18n/kk-KZ.ts')).toBe('kk-KZ');
    expect(messageFileLocale('/x/libs/ui/src/features/catalog/product-page/i18n/ar-SA.ts')).toBe(
      'ar-SA',
    );
    expect(messageFileLocale('/x/libs/ui/src/i18n/locales/kk-KZ.ts')).toBeUndefined();
    expect(messageFileLocale('/x/libs/ui/src/features/cart/i18n/messages.test.ts')).toBeUndefined();
  });

  it('formats every text of every locale as its source text does', async () => {
    for (const [file, source] of Object.entries(SOURCES)) {
      const locale = messageFileLocale(`/libs/ui/src/${file.replace('../', '')}`) as string;
      const compiled = await built(file, source);
      const plain = new Function(
        (await transformWithOxc(source, 'x.ts')).code
          .replace(/^export default /m, 'return ')
          .replace(/^export .*$/gm, ''),
      )() as Record<string, string>;
      expect(Object.keys(compiled)).toEqual(Object.keys(plain));
      const fromAst = createIntl({
        locale,
        timeZone: 'Asia/Jakarta',
        messages: compiled as never,
        onError: (error) => {
          throw error;
        },
      });
      const fromText = createIntl({ locale, timeZone: 'Asia/Jakarta', messages: plain });
      for (const [id, ast] of Object.entries(compiled)) {
        expect(Array.isArray(ast), `${file} ${id}`).toBe(true);
        const values = valuesFor(ast as MessageFormatElement[]);
        expect(fromAst.formatMessage({ id }, values as never), `${file} ${id}`).toEqual(
          fromText.formatMessage({ id }, values as never),
        );
      }
    }
  });

  it('refuses a text that is not a literal or not a valid message', async () => {
    const id = '/libs/ui/src/features/demo/i18n/en-US.ts';
    const compile = async (source: string) => {
      const { code } = await transformWithOxc(source, id);
      return compileMessageModule(code, parseAst(code) as never, 'en-US', id);
    };
    await expect(compile("const a = 'x';\nexport default { 'demo.a': a };")).rejects.toThrow(
      'the text of demo.a is not a string literal',
    );
    await expect(compile("export default { 'demo.a': 'Hello {name' };")).rejects.toThrow(
      'demo.a is not a valid ICU message',
    );
  });
});
