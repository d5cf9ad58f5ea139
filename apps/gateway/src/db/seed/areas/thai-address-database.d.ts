// The package ships no types; only the search the seed uses is declared.
declare module 'thai-address-database' {
  export interface ThaiAddressEntry {
    /** ตำบล / แขวง (tambon, khwaeng in Bangkok). */
    readonly district: string;
    /** อำเภอ / เขต (amphoe, khet in Bangkok). */
    readonly amphoe: string;
    /** จังหวัด (changwat). */
    readonly province: string;
    /** Five digits; null for a few uninhabited islands listed like tambons. */
    readonly zipcode: string | null;
  }
  /** Entries whose province matches `pattern` (a regular expression), at most `maxResult`. */
  export function searchAddressByProvince(
    pattern: string,
    maxResult?: number,
  ): readonly ThaiAddressEntry[];
}
