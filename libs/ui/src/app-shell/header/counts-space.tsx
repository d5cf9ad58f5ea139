/**
 * The room of the header's two count links (40 px icons and the gap between them) while their
 * chunk and the counts load: the signed-in header keeps its height from the server's page on,
 * and the page below it does not move when they arrive (Lighthouse's CLS, issue 13).
 */
export const COUNTS_SPACE = <span aria-hidden="true" className="inline-block h-10 w-[5.25rem]" />;
