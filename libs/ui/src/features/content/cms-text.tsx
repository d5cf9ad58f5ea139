import { useMemo } from 'react';
import { parseTextBlocks } from './text-blocks';

/** A CMS text as paragraphs and lists (never as HTML). */
export function CmsText({ text }: { readonly text: string }) {
  const blocks = useMemo(() => parseTextBlocks(text), [text]);
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-neutral-800">
      {blocks.map((block, index) => {
        // The blocks of a text never move: their position is their identity.
        const key = `${block.kind}-${index}`;
        if (block.kind === 'paragraph') {
          return (
            <p key={key} className="whitespace-pre-line">
              {block.text}
            </p>
          );
        }
        if (block.kind === 'bullets') {
          return (
            <ul key={key} className="flex list-disc flex-col gap-2 ps-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <ol key={key} start={block.start} className="flex list-decimal flex-col gap-2 ps-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ol>
        );
      })}
    </div>
  );
}
