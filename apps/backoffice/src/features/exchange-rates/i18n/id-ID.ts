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
  'backoffice.exchangeRates.usd.title': 'Dolar AS ke yuan',
  'backoffice.exchangeRates.usd.description':
    'Alibaba.com memberi harga produknya dalam dolar AS; harga itu menjadi yuan dengan kurs ini.',
  'backoffice.exchangeRates.usd.value': '1 USD = {rate} CNY',
  'backoffice.exchangeRates.usd.none':
    'Belum ada kurs: tautan Alibaba.com menunggu staf sampai kurs ditetapkan.',
  'backoffice.exchangeRates.usd.rate': 'Kurs dolar baru (CNY per 1 USD)',
  'backoffice.exchangeRates.usd.rateHint': 'Angka desimal biasa seperti 7.1234, langsung berlaku.',
  'backoffice.exchangeRates.usd.submit': 'Tetapkan kurs dolar',
  'backoffice.exchangeRates.usd.done': 'Kurs sekarang 1 USD = {rate} CNY.',
  'backoffice.exchangeRates.history.replaced': 'Diganti',
} satisfies Record<ExchangeRatesMessageId, string>;
