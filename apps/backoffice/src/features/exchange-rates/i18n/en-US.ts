const messages = {
  'backoffice.exchangeRates.nav': 'Exchange rates',
  'backoffice.exchangeRates.title': 'Exchange rates',
  'backoffice.exchangeRates.current.title': 'Rate in force',
  'backoffice.exchangeRates.current.value': '1 CNY = {rate} {currency}',
  'backoffice.exchangeRates.current.setBy': 'Set on {date} by {name}',
  'backoffice.exchangeRates.current.none': 'No rate has been set yet.',
  'backoffice.exchangeRates.form.title': 'Set a new rate',
  'backoffice.exchangeRates.form.rate': 'New rate ({currency} per 1 CNY)',
  'backoffice.exchangeRates.form.rateHint':
    'A plain decimal such as 2250.5. It is in force from the moment you set it.',
  'backoffice.exchangeRates.form.submit': 'Set rate',
  'backoffice.exchangeRates.form.done': 'The rate is now 1 CNY = {rate} {currency}.',
  'backoffice.exchangeRates.history.title': 'History',
  'backoffice.exchangeRates.history.caption': 'Rates set, newest first',
  'backoffice.exchangeRates.history.rate': 'Rate',
  'backoffice.exchangeRates.history.setAt': 'Set on',
  'backoffice.exchangeRates.history.setBy': 'Set by',
  'backoffice.exchangeRates.history.state': 'State',
  'backoffice.exchangeRates.history.inForce': 'In force',
  'backoffice.exchangeRates.history.replaced': 'Replaced',
  'backoffice.exchangeRates.usd.title': 'US dollar to yuan',
  'backoffice.exchangeRates.usd.description':
    'Alibaba.com prices its products in US dollars; they become yuan at this rate.',
  'backoffice.exchangeRates.usd.value': '1 USD = {rate} CNY',
  'backoffice.exchangeRates.usd.none':
    'No rate set: Alibaba.com links wait for staff until one is.',
  'backoffice.exchangeRates.usd.rate': 'New rate (CNY per 1 USD)',
  'backoffice.exchangeRates.usd.rateHint': 'A plain decimal such as 7.1234, in force at once.',
  'backoffice.exchangeRates.usd.submit': 'Set dollar rate',
  'backoffice.exchangeRates.usd.done': 'The rate is now 1 USD = {rate} CNY.',
} as const;

export type ExchangeRatesMessageId = keyof typeof messages;
export default messages;
