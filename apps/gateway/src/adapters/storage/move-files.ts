import type { FileStorage } from './file-storage';

export interface MoveCounts {
  /** Keys written to the target and read back equal. */
  readonly copied: number;
  /** Keys the target already held with the same bytes (a re-run). */
  readonly alreadyThere: number;
  /** Keys listed that were deleted from the source before they could be read. */
  readonly vanished: number;
}

export class FileMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileMoveError';
  }
}

/**
 * Copies every file under `prefix` from one store to another and reads each back (decision
 * 276). Idempotent: a key the target already holds with the same bytes is left alone, so a run
 * that stopped half-way is finished by running it again. The source is not changed; deleting
 * it afterwards is the operator's step.
 */
export async function copyFiles(
  source: FileStorage,
  target: FileStorage,
  options: { prefix?: string; onFile?: (key: string, done: keyof MoveCounts) => void } = {},
): Promise<MoveCounts> {
  const counts = { copied: 0, alreadyThere: 0, vanished: 0 };
  for await (const key of source.list(options.prefix ?? '')) {
    const file = await source.get(key);
    let done: keyof MoveCounts;
    if (file === null) {
      done = 'vanished';
    } else if ((await target.get(key))?.bytes.equals(file.bytes)) {
      done = 'alreadyThere';
    } else {
      await target.put(key, file.bytes);
      const written = await target.get(key);
      if (!written?.bytes.equals(file.bytes)) {
        throw new FileMoveError(`${key} reads back different from what was written`);
      }
      done = 'copied';
    }
    counts[done] += 1;
    options.onFile?.(key, done);
  }
  return counts;
}
