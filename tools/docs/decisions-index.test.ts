import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { IndexLine } from './decisions-index';
import { parseIndex, readRecord, statusProblems } from './decisions-index';

// docs/decisions/README.md is the index of every decision record (DESIGN.md's conventions):
// a record nobody can find, or a line pointing at nothing, is what this test stops.
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const recordFiles = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort();
const index = parseIndex(readFileSync(`${folder}README.md`, 'utf8'));
const read = (file: string) => readFileSync(`${folder}${file}`, 'utf8');

describe('the decisions index (docs/decisions/README.md)', () => {
  it('lists every record file', () => {
    const listed = new Set(index.map((line) => line.file));
    expect(recordFiles.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('names no file that is missing, and each record once', () => {
    const existing = new Set(recordFiles);
    expect(index.filter((line) => !existing.has(line.file)).map((line) => line.file)).toEqual([]);
    const files = index.map((line) => line.file);
    expect(files.filter((file, position) => files.indexOf(file) !== position)).toEqual([]);
  });

  it.each(recordFiles.filter((file) => index.some((line) => line.file === file)))(
    '%s: its line has its number, title, status and date',
    (file) => {
      const line = index.find((candidate) => candidate.file === file) as IndexLine;
      const record = readRecord(file, read(file));
      expect(line.number).toBe(record.number);
      expect(line.title).toBe(record.title);
      expect(line.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(statusProblems(line, record, new Set(recordFiles))).toEqual([]);
    },
  );
});

describe('parseIndex and statusProblems', () => {
  const readme = [
    '| record | title | status | date |',
    '| --- | --- | --- | --- |',
    '| [001](001-a.md) | A `b` \\| c | accepted | 2026-11-24 |',
    '| [002](002-b.md) | B | superseded in part by [003](003-c.md) | 2026-11-25 |',
  ].join('\n');

  it('reads the table rows, escaped pipes included', () => {
    expect(parseIndex(readme)).toEqual([
      {
        number: '001',
        file: '001-a.md',
        title: 'A `b` | c',
        status: 'accepted',
        date: '2026-11-24',
      },
      {
        number: '002',
        file: '002-b.md',
        title: 'B',
        status: 'superseded in part by [003](003-c.md)',
        date: '2026-11-25',
      },
    ]);
  });

  const files = new Set(['001-a.md', '002-b.md', '003-c.md']);
  const [accepted, superseded] = parseIndex(readme) as [IndexLine, IndexLine];

  it('wants the superseding record named at the top of a superseded one', () => {
    const marked = readRecord(
      '002-b.md',
      '# 002: B\n\n> Superseded in part by [003](003-c.md): x\n',
    );
    const unmarked = readRecord('002-b.md', '# 002: B\n\n## Context\n');
    expect(statusProblems(superseded, marked, files)).toEqual([]);
    expect(statusProblems(superseded, unmarked, files)).toEqual([
      '002-b.md: superseded by 003 in the index, but its top has no "> Superseded … by [003](…)" line',
    ]);
    expect(statusProblems(superseded, marked, new Set(['001-a.md', '002-b.md']))).toEqual([
      '002-b.md: superseded by a record that does not exist (003-c.md)',
    ]);
  });

  it('wants an accepted record without a superseded line, and a known status', () => {
    const marked = readRecord('001-a.md', '# 001: A\n\n> Superseded by [003](003-c.md): x\n');
    expect(statusProblems(accepted, marked, files)).toEqual([
      '001-a.md: its top says it is superseded, the index says "accepted"',
    ]);
    const unknown = { ...accepted, status: 'obsolete' };
    expect(statusProblems(unknown, readRecord('001-a.md', '# 001: A\n'), files)).toEqual([
      '001-a.md: unknown status "obsolete" (accepted, superseded [in part] by [N](file), replaced)',
    ]);
  });
});
