import type { MessageParams } from '@storefront/domain';
import { RTL_LANGUAGE_CODES, fillMessageParams, resolveLanguage } from '@storefront/domain';
import type { MailMessage } from '../adapters';

/**
 * One e-mail, written with the texts of a module's message catalogue: the catalogue stays the only
 * place a text is written, and this turns it into the plain-text and the HTML part alike.
 */
export interface MailTemplate {
  /** The recipient's language: the HTML part's `lang` and direction. */
  readonly language: string;
  /** A catalogue text with `{placeholders}`; a header, so whitespace runs become one space. */
  readonly subject: string;
  /** A catalogue text with `{placeholders}`; a blank line separates paragraphs. */
  readonly body: string;
  readonly params: MessageParams;
  /** Placeholders whose value is an absolute http(s) address: a link in the HTML part. */
  readonly links?: readonly string[];
}

export type RenderedMail = Pick<MailMessage, 'subject' | 'body' | 'html'>;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The value of a placeholder in the HTML part: always escaped (a name or a staff note is whatever
 * someone typed), and a link only for a web address, so no `javascript:` ever becomes clickable.
 */
function htmlValue(name: string, value: string, links: readonly string[]): string {
  const text = escapeHtml(value);
  if (!links.includes(name) || !isWebAddress(value)) return text;
  return `<a href="${text}" style="color:#1d4ed8;word-break:break-all">${text}</a>`;
}

/**
 * The plain-text part is the catalogue text filled in; the HTML part is the same text escaped, its
 * paragraphs and line breaks kept, inside a page with inline styles only (mail clients drop style
 * sheets) and the language's direction (Arabic reads right to left).
 */
export function renderMail(template: MailTemplate): RenderedMail {
  const links = template.links ?? [];
  const language = resolveLanguage(template.language);
  const subject = fillMessageParams(template.subject, template.params).replace(/\s+/g, ' ').trim();
  const htmlParams = Object.fromEntries(
    Object.entries(template.params).map(([name, value]) => [
      name,
      htmlValue(name, String(value), links),
    ]),
  );
  const paragraphs = template.body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      fillMessageParams(escapeHtml(paragraph.trim()), htmlParams).replace(/\n/g, '<br>\n'),
    )
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`);
  const direction = RTL_LANGUAGE_CODES.includes(language) ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${language}" dir="${direction}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, body: fillMessageParams(template.body, template.params), html };
}
