import type { FormatDateOptions } from 'react-intl';

/**
 * Date and time of an event in the market's time zone (the IntlProvider's), with the zone's name:
 * '24 Nov 2026, 14.05 GMT+8'. Staff compare deadlines to the minute, so the time is always shown,
 * and they talk to buyers who live an hour or more behind that clock. The parts are named one by
 * one because Intl refuses a zone name beside `dateStyle`.
 */
export const DATE_TIME: FormatDateOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
