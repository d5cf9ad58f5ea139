/**
 * The room a screen's first load takes: the whole viewport, so that what follows the screen (the
 * footer) is out of view until the screen's content arrives and does not shift in view then
 * (Lighthouse's Cumulative Layout Shift on the signed-in screens, decision 300). Its own module:
 * the shell's signed-in placeholder, in the first render, imports it without libs/ui-support.
 */
export const SCREEN_LOADING_SPACE = 'min-h-svh';
