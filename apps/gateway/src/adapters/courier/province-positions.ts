import type { MarketId } from '@storefront/domain';

/** Latitude and longitude in degrees, to about a kilometre. */
export type Position = readonly [latitude: number, longitude: number];

/**
 * Where each province's capital lies, by the area ids the seed stores (Indonesia: Kemendagri/BPS
 * codes of `idn-area-data`; Thailand and Kazakhstan: ISO 3166-2). Couriers sort parcels through
 * the capital's hub, so its distance from the warehouse's capital picks the tariff ring. Data
 * only, checked against the seeded provinces by local-courier.adapter.test.ts.
 */
export const PROVINCE_POSITIONS: Readonly<Record<MarketId, Readonly<Record<string, Position>>>> = {
  id: {
    '11': [5.55, 95.32], // Banda Aceh
    '12': [3.59, 98.67], // Medan
    '13': [-0.95, 100.35], // Padang
    '14': [0.51, 101.45], // Pekanbaru
    '15': [-1.61, 103.61], // Jambi
    '16': [-2.98, 104.76], // Palembang
    '17': [-3.8, 102.27], // Bengkulu
    '18': [-5.43, 105.26], // Bandar Lampung
    '19': [-2.13, 106.11], // Pangkalpinang
    '21': [0.92, 104.45], // Tanjung Pinang
    '31': [-6.18, 106.83], // Jakarta
    '32': [-6.91, 107.61], // Bandung
    '33': [-6.97, 110.42], // Semarang
    '34': [-7.8, 110.36], // Yogyakarta
    '35': [-7.25, 112.75], // Surabaya
    '36': [-6.12, 106.15], // Serang
    '51': [-8.65, 115.22], // Denpasar
    '52': [-8.58, 116.12], // Mataram
    '53': [-10.18, 123.61], // Kupang
    '61': [-0.03, 109.33], // Pontianak
    '62': [-2.21, 113.92], // Palangka Raya
    '63': [-3.44, 114.83], // Banjarbaru
    '64': [-0.5, 117.15], // Samarinda
    '65': [2.84, 117.37], // Tanjung Selor
    '71': [1.47, 124.84], // Manado
    '72': [-0.9, 119.87], // Palu
    '73': [-5.14, 119.42], // Makassar
    '74': [-3.97, 122.51], // Kendari
    '75': [0.54, 123.06], // Gorontalo
    '76': [-2.68, 118.89], // Mamuju
    '81': [-3.7, 128.18], // Ambon
    '82': [0.74, 127.56], // Sofifi
    '91': [-2.53, 140.72], // Jayapura
    '92': [-0.86, 134.06], // Manokwari
    '93': [-8.49, 140.4], // Merauke
    '94': [-3.37, 135.5], // Nabire
    '95': [-4.1, 138.94], // Wamena
    '96': [-0.88, 131.26], // Sorong
  },
  th: {
    'TH-10': [13.75, 100.5], // Bangkok
    'TH-11': [13.6, 100.6],
    'TH-12': [13.86, 100.51],
    'TH-13': [14.02, 100.53],
    'TH-14': [14.35, 100.57],
    'TH-15': [14.59, 100.45],
    'TH-16': [14.8, 100.65],
    'TH-17': [14.89, 100.4],
    'TH-18': [15.19, 100.13],
    'TH-19': [14.53, 100.91],
    'TH-20': [13.36, 100.98],
    'TH-21': [12.68, 101.28],
    'TH-22': [12.61, 102.1],
    'TH-23': [12.24, 102.52],
    'TH-24': [13.69, 101.07],
    'TH-25': [14.05, 101.37],
    'TH-26': [14.2, 101.21],
    'TH-27': [13.82, 102.07],
    'TH-30': [14.97, 102.1],
    'TH-31': [14.99, 103.1],
    'TH-32': [14.88, 103.49],
    'TH-33': [15.12, 104.32],
    'TH-34': [15.24, 104.85],
    'TH-35': [15.79, 104.15],
    'TH-36': [15.81, 102.03],
    'TH-37': [15.86, 104.63],
    'TH-38': [18.36, 103.65],
    'TH-39': [17.2, 102.44],
    'TH-40': [16.43, 102.84],
    'TH-41': [17.41, 102.79],
    'TH-42': [17.49, 101.72],
    'TH-43': [17.88, 102.74],
    'TH-44': [16.18, 103.3],
    'TH-45': [16.05, 103.65],
    'TH-46': [16.43, 103.51],
    'TH-47': [17.16, 104.15],
    'TH-48': [17.4, 104.78],
    'TH-49': [16.54, 104.72],
    'TH-50': [18.79, 98.98], // Chiang Mai
    'TH-51': [18.58, 99.01],
    'TH-52': [18.29, 99.49],
    'TH-53': [17.62, 100.1],
    'TH-54': [18.14, 100.14],
    'TH-55': [18.78, 100.78],
    'TH-56': [19.17, 99.9],
    'TH-57': [19.91, 99.83], // Chiang Rai
    'TH-58': [19.3, 97.97],
    'TH-60': [15.7, 100.14],
    'TH-61': [15.38, 100.02],
    'TH-62': [16.48, 99.52],
    'TH-63': [16.88, 99.13],
    'TH-64': [17.01, 99.82],
    'TH-65': [16.82, 100.26],
    'TH-66': [16.44, 100.35],
    'TH-67': [16.42, 101.16],
    'TH-70': [13.54, 99.82],
    'TH-71': [14.0, 99.55],
    'TH-72': [14.47, 100.12],
    'TH-73': [13.82, 100.06],
    'TH-74': [13.55, 100.27],
    'TH-75': [13.41, 100.0],
    'TH-76': [13.11, 99.94],
    'TH-77': [11.81, 99.8],
    'TH-80': [8.43, 99.96],
    'TH-81': [8.09, 98.91],
    'TH-82': [8.45, 98.53],
    'TH-83': [7.88, 98.39], // Phuket
    'TH-84': [9.14, 99.33],
    'TH-85': [9.96, 98.64],
    'TH-86': [10.49, 99.18],
    'TH-90': [7.19, 100.6],
    'TH-91': [6.62, 100.07],
    'TH-92': [7.56, 99.61],
    'TH-93': [7.62, 100.08],
    'TH-94': [6.87, 101.25],
    'TH-95': [6.54, 101.28],
    'TH-96': [6.43, 101.82], // Narathiwat
  },
  kz: {
    'KZ-10': [50.41, 80.25], // Semey
    'KZ-11': [53.28, 69.39], // Kokshetau
    'KZ-15': [50.28, 57.17], // Aktobe
    'KZ-19': [43.87, 77.07], // Konaev
    'KZ-23': [47.11, 51.92], // Atyrau
    'KZ-27': [51.23, 51.37], // Oral
    'KZ-31': [42.9, 71.37], // Taraz
    'KZ-33': [45.02, 78.37], // Taldykorgan
    'KZ-35': [49.8, 73.1], // Karaganda
    'KZ-39': [53.21, 63.63], // Kostanay
    'KZ-43': [44.85, 65.51], // Kyzylorda
    'KZ-47': [43.65, 51.17], // Aktau
    'KZ-55': [52.29, 76.97], // Pavlodar
    'KZ-59': [54.87, 69.14], // Petropavl
    'KZ-61': [43.3, 68.25], // Turkistan
    'KZ-62': [47.78, 67.71], // Zhezkazgan
    'KZ-63': [49.95, 82.61], // Oskemen
    'KZ-71': [51.17, 71.45], // Astana
    'KZ-75': [43.24, 76.89], // Almaty
    'KZ-79': [42.32, 69.59], // Shymkent
  },
};

const EARTH_RADIUS_KM = 6_371;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to[0] - from[0]);
  const dLon = radians(to[1] - from[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from[0])) * Math.cos(radians(to[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
