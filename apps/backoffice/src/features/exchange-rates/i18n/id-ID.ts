import type { ExchangeRatesMessageId } from './en-US';

export default {
  'backoffice.exchangeRates.nav': 'Kurs',
  'backoffice.exchangeRates.title': 'Kurs mata uang',
  'backoffice.exchangeRates.current.title': 'Kurs yang berlaku',
  'backoffice.exchangeRates.current.value': '1 CNY = {rate} {currency}',
  'backoffice.exchangeRates.current.setBy': 'Ditetapkan pada {date} oleh {name}',
  'backoffice.exchangeRates.current.none': 'Belum ada kurs yang ditetapkan.',
  'backoffice.exchangeRates.form.title': 'Tetapkan kurs baru',
  'backoffice.exchangeRates.form.rate': 'Kurs baru ({currency} per 1 CNY)',
  'backoffice.exchangeRates.form.rateHint':
    'Angka desimal biasa seperti 2250.5. Berlaku sejak saat Anda menetapkannya.',
  'backoffice.exchangeRates.form.submit': 'Tetapkan kurs',
  'backoffice.exchangeRates.form.done': 'Kurs sekarang 1 CNY = {rate} {currency}.',
  'backoffice.exchangeRates.history.title': 'Riwayat',
  'backoffice.exchangeRates.history.caption': 'Kurs yang ditetapkan, terbaru lebih dulu',
  'backoffice.exchangeRates.history.rate': 'Kurs',
  'backoffice.exchangeRates.history.setAt': 'Ditetapkan pada',
  'backoffice.exchangeRates.history.setBy': 'Ditetapkan oleh',
  'backoffice.exchangeRates.history.state': 'Keadaan',
  'backoffice.exchangeRates.history.inForce': 'Berlaku',
  'backoffice.exchangeRates.history.replaced': 'Diganti',
} satisfies Record<ExchangeRatesMessageId, string>;
