import { describe, expect, it } from 'vitest';
import { parseTextBlocks } from './text-blocks';
import type { TextBlock } from './text-blocks';

describe('parseTextBlocks', () => {
  it.each<[string, string, TextBlock[]]>([
    ['empty text', '', []],
    ['only blank lines', '\n\n  \n', []],
    [
      'one paragraph',
      'Kami membantu pemilik usaha.',
      [{ kind: 'paragraph', text: 'Kami membantu pemilik usaha.' }],
    ],
    [
      'paragraphs split by a blank line (spaces on it too), Windows line ends',
      'Satu.\r\n \r\nDua.\r\nMasih dua.',
      [
        { kind: 'paragraph', text: 'Satu.' },
        { kind: 'paragraph', text: 'Dua.\nMasih dua.' },
      ],
    ],
    [
      'bullets in separate paragraphs form one list',
      'Intro.\n\n- a\n\n- b\n\nOutro.',
      [
        { kind: 'paragraph', text: 'Intro.' },
        { kind: 'bullets', items: ['a', 'b'] },
        { kind: 'paragraph', text: 'Outro.' },
      ],
    ],
    [
      'a list right under its lead line',
      'Steps:\n1. Find\n2. Pay',
      [
        { kind: 'paragraph', text: 'Steps:' },
        { kind: 'numbered', start: 1, items: ['Find', 'Pay'] },
      ],
    ],
    [
      'a numbered list that starts later keeps its number',
      '3) Third\n\n4. Fourth',
      [{ kind: 'numbered', start: 3, items: ['Third', 'Fourth'] }],
    ],
    [
      'a bullet list followed by a numbered list',
      '- x\n1. y',
      [
        { kind: 'bullets', items: ['x'] },
        { kind: 'numbered', start: 1, items: ['y'] },
      ],
    ],
    [
      'a dash without a space, or a year with a dot, is text',
      '-5% off\n\n2024.',
      [
        { kind: 'paragraph', text: '-5% off' },
        { kind: 'paragraph', text: '2024.' },
      ],
    ],
    [
      'lists separated by text stay separate',
      '- a\n\nmiddle\n\n- b',
      [
        { kind: 'bullets', items: ['a'] },
        { kind: 'paragraph', text: 'middle' },
        { kind: 'bullets', items: ['b'] },
      ],
    ],
    ['markup stays text', '<b>bold</b>', [{ kind: 'paragraph', text: '<b>bold</b>' }]],
  ])('%s', (_case, text, blocks) => {
    expect(parseTextBlocks(text)).toEqual(blocks);
  });
});
