import type { MarketId } from '@storefront/domain';

export interface SeedBank {
  /** The code transfers use in the market: see the comment of each list. */
  readonly id: string;
  readonly name: string;
}

/**
 * The banks a customer can pick for a refund account, per market: the largest retail banks by
 * customers. Staff add others in the database. Names as the banks write them for customers.
 */
export const SEED_BANKS: Readonly<Record<MarketId, readonly SeedBank[]>> = {
  // Kode bank (the three-digit clearing code of Bank Indonesia that transfers ask for).
  id: [
    { id: '014', name: 'Bank Central Asia (BCA)' },
    { id: '008', name: 'Bank Mandiri' },
    { id: '002', name: 'Bank Rakyat Indonesia (BRI)' },
    { id: '009', name: 'Bank Negara Indonesia (BNI)' },
    { id: '451', name: 'Bank Syariah Indonesia (BSI)' },
    { id: '022', name: 'CIMB Niaga' },
    { id: '200', name: 'Bank Tabungan Negara (BTN)' },
    { id: '011', name: 'Bank Danamon' },
    { id: '013', name: 'Bank Permata' },
    { id: '028', name: 'Bank OCBC NISP' },
    { id: '016', name: 'Maybank Indonesia' },
    { id: '019', name: 'Panin Bank' },
    { id: '542', name: 'Bank Jago' },
  ],
  // Bank of Thailand bank codes (the three digits of interbank transfers).
  th: [
    { id: '002', name: 'ธนาคารกรุงเทพ (Bangkok Bank)' },
    { id: '004', name: 'ธนาคารกสิกรไทย (KBank)' },
    { id: '006', name: 'ธนาคารกรุงไทย (Krungthai)' },
    { id: '014', name: 'ธนาคารไทยพาณิชย์ (SCB)' },
    { id: '025', name: 'ธนาคารกรุงศรีอยุธยา (Krungsri)' },
    { id: '011', name: 'ธนาคารทหารไทยธนชาต (ttb)' },
    { id: '030', name: 'ธนาคารออมสิน (GSB)' },
    { id: '034', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (BAAC)' },
    { id: '033', name: 'ธนาคารอาคารสงเคราะห์ (GH Bank)' },
    { id: '022', name: 'ธนาคารซีไอเอ็มบี ไทย (CIMB Thai)' },
    { id: '024', name: 'ธนาคารยูโอบี (UOB)' },
    { id: '069', name: 'ธนาคารเกียรตินาคินภัทร (KKP)' },
    { id: '067', name: 'ธนาคารทิสโก้ (TISCO)' },
    { id: '073', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์ (LH Bank)' },
  ],
  // BIC (SWIFT), which Kazakh transfers carry beside the IBAN.
  kz: [
    { id: 'HSBKKZKX', name: 'Halyk Bank' },
    { id: 'CASPKZKA', name: 'Kaspi Bank' },
    { id: 'IRTYKZKA', name: 'ForteBank' },
    { id: 'KCJBKZKX', name: 'Bank CenterCredit' },
    { id: 'TSESKZKA', name: 'Jusan Bank' },
    { id: 'KSNVKZKA', name: 'Freedom Bank' },
    { id: 'HCSKKZKA', name: 'Otbasy Bank' },
    { id: 'INLMKZKA', name: 'Home Credit Bank' },
    { id: 'EURIKZKA', name: 'Eurasian Bank' },
    { id: 'SABRKZKA', name: 'Bereke Bank' },
    { id: 'ATYNKZKA', name: 'Altyn Bank' },
    { id: 'NURSKZKX', name: 'Nurbank' },
  ],
};
