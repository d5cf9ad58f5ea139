export type PaginationItem = number | 'gap';

/**
 * The page numbers to show: always the first and the last, the current one with `siblings` on
 * each side, and a gap where pages are left out. A gap never hides a single page (showing the
 * page costs the same room as the ellipsis), so the row keeps a stable width while paging.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const showStartGap = start > 3;
  const showEndGap = end < pageCount - 2;
  if (!showStartGap) return [...range(1, slots - 2), 'gap', pageCount];
  if (!showEndGap) return [1, 'gap', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'gap', ...range(start, end), 'gap', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
