import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * A feature's, a feature page's or the shell's texts of one locale: `<folder>/i18n/<locale>.ts`
 * (`features/catalog/product-page/i18n/th-TH.ts` too, decision 293).
 */
const MESSAGE_FILE =
  /\/libs\/ui\/src\/(?:features\/[^/]+(?:\/[^/]+)?|app-shell)\/i18n\/([a-z]{2}-[A-Z]{2})\.ts$/;

/** The locale of a message file, or undefined for any other module. */
export function messageFileLocale(id: string): string | undefined {
  return MESSAGE_FILE.exec(id.split('?')[0] ?? '')?.[1];
}

/**
 * A message as react-intl's no-parser build takes it: the ICU AST, with the options the runtime
 * parser would use (intl-messageformat: number and date skeletons parsed, `other` required, the
 * locale for the hour cycle of `j` skeletons). A text that does not parse fails the build.
 */
export function compileMessage(text: string, locale: string): MessageFormatElement[] {
  return parse(text, { locale: new Intl.Locale(locale) });
}

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

function isStringLiteral(node: unknown): node is Node & { readonly value: string } {
  const candidate = node as Node | undefined;
  return candidate?.type === 'Literal' && typeof candidate['value'] === 'string';
}

/** The object literal a module's `export default` gives: inline or through one `const`. */
function defaultObject(program: Node): Node {
  const body = program['body'] as Node[];
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration')?.[
    'declaration'
  ] as Node | undefined;
  if (exported?.type === 'ObjectExpression') return exported;
  if (exported?.type === 'Identifier') {
    for (const statement of body) {
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement['declarations'] as Node[]) {
        const name = (declarator['id'] as Node)['name'];
        const init = declarator['init'] as Node | null;
        if (name === exported['name'] && init?.type === 'ObjectExpression') return init;
      }
    }
  }
  throw new Error('a message file must export default an object literal of texts');
}

/**
 * The module with each text of its default export replaced by its ICU AST (JSON), or undefined
 * when nothing needs replacing. Every property must be a plain string: a computed text could not
 * be compiled here and would fail at run time, where the parser is not shipped.
 */
export function compileMessageModule(
  code: string,
  program: Node,
  locale: string,
  file: string,
): string | undefined {
  const object = defaultObject(program);
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const property of object['properties'] as Node[]) {
    const key = property['key'] as Node;
    const value = property['value'] as Node;
    const id = isStringLiteral(key) ? key.value : String(key['name']);
    if (property.type !== 'Property' || !isStringLiteral(value)) {
      throw new Error(`${file}: the text of ${id} is not a string literal`);
    }
    try {
      const ast = JSON.stringify(compileMessage(value.value, locale));
      replacements.push({ start: value.start, end: value.end, text: ast });
    } catch (error) {
      throw new Error(`${file}: ${id} is not a valid ICU message (${String(error)})`);
    }
  }
  if (replacements.length === 0) return undefined;
  let result = code;
  for (const { start, end, text } of replacements.reverse()) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

/**
 * DESIGN.md: texts are "compiled per locale". At build time every message file's texts become
 * ICU ASTs, so the apps ship react-intl without its message parser (the apps alias
 * `@formatjs/icu-messageformat-parser` to its `no-parser` build; docs/decisions/145). Runs after
 * TypeScript is stripped, on plain JavaScript. Tests load the source texts; react-intl formats
 * both alike.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'storefront-precompile-messages',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      const locale = messageFileLocale(id);
      if (!locale) return undefined;
      const program = this.parse(code) as unknown as Node;
      const compiled = compileMessageModule(code, program, locale, id);
      return compiled === undefined ? undefined : { code: compiled, map: null };
    },
  };
}
