/** Membership levels, lowest first; silver is also the fallback for a missing session. */
export const LEVELS = ['silver', 'gold', 'diamond'] as const;
export type Level = (typeof LEVELS)[number];
