import type { MarketId } from '@storefront/domain';

/**
 * What one courier service charges in one ring, in minor units of the market currency: the first
 * kilogram, then each further started kilogram, and the delivery estimate in days.
 */
export interface RingPrice {
  readonly firstKg: number;
  readonly nextKg: number;
  readonly days: { readonly min: number; readonly max: number };
}

/** One courier service, priced per ring (index 0: the warehouse's own province). */
export interface RateRow {
  readonly code: string;
  readonly name: string;
  readonly service: string;
  readonly description: string;
  readonly rings: readonly RingPrice[];
}

export interface MarketRateTable {
  /**
   * Upper bounds in kilometres of rings 1..n, by the distance between the warehouse province's
   * capital and the destination's (province-positions.ts). Ring 0 is the warehouse's own
   * province; past the last bound is the open outer ring. Every row has one price per ring.
   */
  readonly ringLimitsKm: readonly number[];
  readonly rows: readonly RateRow[];
}

const ring = (firstKg: number, nextKg: number, min: number, max: number): RingPrice => ({
  firstKg,
  nextKg,
  days: { min, max },
});

/**
 * The local courier rate table: each market's main couriers' published retail tariffs, rounded
 * to the ring (as of early 2026; see README.md here for sources and how to update). Data only:
 * the adapter applies it, nothing else reads it. The warehouse is the market's
 * `warehouseAreaId` (libs/domain), never written here.
 */
export const LOCAL_RATE_TABLE: Readonly<Record<MarketId, MarketRateTable>> = {
  // IDR has no minor digits: whole rupiah. Rings from Jakarta: Banten, Jawa Barat, Lampung
  // (≤ 250 km); the rest of Java and southern Sumatra (≤ 700); Bali, Nusa Tenggara Barat, northern
  // Sumatra, western and southern Kalimantan (≤ 1,350); Sulawesi, Maluku, eastern Kalimantan,
  // Aceh, Nusa Tenggara Timur (≤ 2,500); Papua beyond.
  id: {
    ringLimitsKm: [250, 700, 1_350, 2_500],
    rows: [
      {
        code: 'jne',
        name: 'JNE',
        service: 'REG',
        description: 'Layanan Reguler',
        rings: [
          ring(10_000, 10_000, 1, 2),
          ring(13_000, 13_000, 1, 2),
          ring(20_000, 20_000, 2, 3),
          ring(32_000, 32_000, 2, 4),
          ring(48_000, 48_000, 3, 5),
          ring(105_000, 105_000, 4, 8),
        ],
      },
      {
        code: 'jne',
        name: 'JNE',
        service: 'YES',
        description: 'Yakin Esok Sampai',
        rings: [
          ring(18_000, 18_000, 1, 1),
          ring(24_000, 24_000, 1, 1),
          ring(36_000, 36_000, 1, 1),
          ring(55_000, 55_000, 1, 1),
          ring(80_000, 80_000, 1, 2),
          ring(170_000, 170_000, 2, 3),
        ],
      },
      {
        code: 'jnt',
        name: 'J&T Express',
        service: 'EZ',
        description: 'Reguler',
        rings: [
          ring(9_000, 9_000, 1, 2),
          ring(12_000, 12_000, 1, 3),
          ring(19_000, 19_000, 2, 4),
          ring(30_000, 30_000, 3, 5),
          ring(45_000, 45_000, 3, 6),
          ring(98_000, 98_000, 5, 9),
        ],
      },
      {
        code: 'sicepat',
        name: 'SiCepat',
        service: 'GOKIL',
        description: 'Cargo, minimum 10 kg',
        rings: [
          ring(50_000, 5_000, 2, 3),
          ring(60_000, 6_000, 2, 4),
          ring(80_000, 8_000, 3, 5),
          ring(110_000, 11_000, 4, 7),
          ring(150_000, 15_000, 5, 9),
          ring(300_000, 30_000, 7, 14),
        ],
      },
    ],
  },
  // THB in satang. Rings from Bangkok: the metropolitan and adjoining provinces (≤ 100 km);
  // the central plain, the east coast and the lower north-east (≤ 300); the north, the north-east
  // and the upper south (≤ 600); the far north and the deep south beyond.
  th: {
    ringLimitsKm: [100, 300, 600],
    rows: [
      {
        code: 'kerry',
        name: 'Kerry Express',
        service: 'STANDARD',
        description: 'Standard delivery',
        rings: [
          ring(4_500, 1_500, 1, 2),
          ring(5_000, 1_500, 1, 2),
          ring(6_000, 2_000, 1, 3),
          ring(7_000, 2_500, 2, 3),
          ring(8_000, 3_000, 2, 4),
        ],
      },
      {
        code: 'flash',
        name: 'Flash Express',
        service: 'STANDARD',
        description: 'Standard delivery',
        rings: [
          ring(3_800, 1_200, 1, 2),
          ring(4_200, 1_300, 1, 2),
          ring(5_500, 1_800, 1, 3),
          ring(6_500, 2_200, 2, 4),
          ring(7_500, 2_600, 2, 5),
        ],
      },
      {
        code: 'thaipost',
        name: 'Thailand Post',
        service: 'EMS',
        description: 'EMS',
        rings: [
          ring(5_200, 1_500, 1, 2),
          ring(5_500, 1_800, 1, 2),
          ring(6_700, 2_500, 1, 3),
          ring(7_500, 2_800, 2, 3),
          ring(8_500, 3_200, 3, 5),
        ],
      },
    ],
  },
  // KZT in tiyn. Rings from Almaty: Almaty Region and Jetisu (≤ 300 km); the south, the centre,
  // the east and Astana (≤ 1,000); the north (≤ 1,600); the west beyond.
  kz: {
    ringLimitsKm: [300, 1_000, 1_600],
    rows: [
      {
        code: 'kazpost',
        name: 'Kazpost',
        service: 'PARCEL',
        description: 'Parcel',
        rings: [
          ring(120_000, 25_000, 2, 4),
          ring(140_000, 30_000, 3, 5),
          ring(180_000, 40_000, 3, 7),
          ring(220_000, 50_000, 5, 10),
          ring(260_000, 60_000, 7, 14),
        ],
      },
      {
        code: 'cdek',
        name: 'CDEK',
        service: 'EXPRESS',
        description: 'Door to door',
        rings: [
          ring(150_000, 30_000, 1, 2),
          ring(180_000, 40_000, 1, 2),
          ring(250_000, 60_000, 2, 4),
          ring(320_000, 75_000, 3, 5),
          ring(380_000, 90_000, 4, 6),
        ],
      },
    ],
  },
};
