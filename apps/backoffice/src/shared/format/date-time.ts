import type { FormatDateOptions } from 'react-intl';

/**
 * Date and time of an event in the market's time zone (the IntlProvider's): '24 Nov 2026, 14:05'.
 * Staff compare deadlines to the minute, so the time is always shown.
 */
export const DATE_TIME: FormatDateOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};
