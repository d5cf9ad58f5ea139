/** One line of the index in docs/decisions/README.md. */
export interface IndexLine {
  readonly number: string;
  readonly file: string;
  readonly title: string;
  readonly status: string;
  readonly date: string;
}

/** What the index is checked against in a record: its heading and the line under it. */
export interface DecisionRecord {
  readonly file: string;
  readonly number: string;
  readonly title: string;
  /** The record whose number a `> Superseded … by [N](…)` line at its top names, if any. */
  readonly supersededBy: string | null;
  /** Whether its top says `> Replaced:`. */
  readonly replaced: boolean;
}

/** Splits a table row on the pipes Markdown sees (a title may carry an escaped `\|`). */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The rows of the index whose first cell links a record: `| [NNN](NNN-title.md) | … |`. */
export function parseIndex(readme: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const row of readme.split('\n')) {
    const [link, title = '', status = '', date = ''] = cells(row);
    const linked = /^\[(\d{3})\]\(([^)]+)\)$/.exec(link ?? '');
    if (!row.trim().startsWith('|') || !linked) continue;
    lines.push({ number: linked[1] ?? '', file: linked[2] ?? '', title, status, date });
  }
  return lines;
}

/** The record's heading (`# NNN: Title`) and the status line under it, if any. */
export function readRecord(file: string, text: string): DecisionRecord {
  const lines = text.split('\n');
  const heading = /^# (\d{3}): (.+)$/.exec(lines[0] ?? '');
  // The status line sits right under the heading, before the record's first section.
  const firstSection = lines.findIndex((line, at) => at > 0 && line.startsWith('#'));
  const top = lines.slice(1, firstSection === -1 ? undefined : firstSection);
  const quoted = top.find((line) => line.startsWith('> '));
  const superseded = quoted ? /^> Superseded\b[^[]*\[(\d{3})\]/.exec(quoted) : null;
  return {
    file,
    number: heading?.[1] ?? '(no "# NNN: Title" heading)',
    title: heading?.[2] ?? '',
    supersededBy: superseded?.[1] ?? null,
    replaced: quoted?.startsWith('> Replaced:') ?? false,
  };
}

const SUPERSEDED = /^superseded (?:in part )?by \[(\d{3})\]\((\d{3}-[^)]+\.md)\)$/;

/**
 * Where a line's status and its record disagree: an unknown status, a superseding record that
 * does not exist, or a record whose top does not say what the index says (either way round).
 */
export function statusProblems(
  line: IndexLine,
  record: DecisionRecord,
  files: ReadonlySet<string>,
): string[] {
  const superseded = SUPERSEDED.exec(line.status);
  if (superseded) {
    const [, by, file] = superseded;
    if (!file?.startsWith(`${by}-`) || !files.has(file)) {
      return [`${line.file}: superseded by a record that does not exist (${file})`];
    }
    return record.supersededBy === by
      ? []
      : [
          `${line.file}: superseded by ${by} in the index, but its top has no "> Superseded … by [${by}](…)" line`,
        ];
  }
  if (line.status === 'accepted' || line.status === 'replaced') {
    if (record.supersededBy !== null) {
      return [`${line.file}: its top says it is superseded, the index says "${line.status}"`];
    }
    if ((line.status === 'replaced') !== record.replaced) {
      return [
        `${line.file}: the index says "${line.status}", its top ${record.replaced ? 'says "> Replaced:"' : 'has no "> Replaced:" line'}`,
      ];
    }
    return [];
  }
  return [
    `${line.file}: unknown status "${line.status}" (accepted, superseded [in part] by [N](file), replaced)`,
  ];
}
