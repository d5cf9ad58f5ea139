/**
 * One block of a CMS text. The texts are plain text (docs/decisions/092): paragraphs separated
 * by a blank line, list items starting with '- ' or '1. '.
 */
export type TextBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'numbered'; readonly start: number; readonly items: readonly string[] };

const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^(\d+)[.)]\s+(.*)$/;

type Line =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bullet'; readonly text: string }
  | { readonly kind: 'numbered'; readonly number: number; readonly text: string };

function classify(line: string): Line {
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { kind: 'numbered', number: Number(numbered[1]), text: numbered[2] ?? '' };
  return { kind: 'text', text: line };
}

/**
 * Splits a CMS text into paragraphs and lists, so a page shows real lists (a screen reader
 * announces "list, 6 items") instead of lines that merely start with a dash. Consecutive list
 * items form one list whether a blank line or a line break separates them; a line break inside
 * a paragraph is kept (shown with white-space: pre-line). HTML is never interpreted: the blocks
 * are rendered as text.
 */
export function parseTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  // A paragraph ends at a blank line or where a list starts.
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };

  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    for (const raw of chunk.split('\n')) {
      const trimmed = raw.trim();
      if (trimmed === '') continue;
      const line = classify(trimmed);
      if (line.kind === 'text') {
        paragraph.push(line.text);
        continue;
      }
      closeParagraph();
      const last = blocks.at(-1);
      if (line.kind === 'bullet') {
        if (last?.kind === 'bullets') blocks[blocks.length - 1] = appendItem(last, line.text);
        else blocks.push({ kind: 'bullets', items: [line.text] });
      } else if (last?.kind === 'numbered') {
        blocks[blocks.length - 1] = appendItem(last, line.text);
      } else {
        blocks.push({ kind: 'numbered', start: line.number, items: [line.text] });
      }
    }
    closeParagraph();
  }
  return blocks;
}

function appendItem<Block extends Extract<TextBlock, { items: readonly string[] }>>(
  block: Block,
  item: string,
): Block {
  return { ...block, items: [...block.items, item] };
}
