import type { AreaRow } from './area-row';

export const KAZAKHSTAN_REGION_ID = 'KZ';

interface KazakhPlace {
  /** The official name in Kazakh, as addresses and couriers write it. */
  readonly kk: string;
  /** The official English spelling; upper-cased it is the id part. */
  readonly en: string;
}

interface KazakhCity extends KazakhPlace {
  /** Administrative districts (аудан) of the city; none: the city is one delivery area. */
  readonly districts?: readonly KazakhPlace[];
}

interface KazakhProvince extends KazakhPlace {
  /** ISO 3166-2:KZ; the digits are the region's KATO prefix. */
  readonly iso: string;
  readonly cities: readonly KazakhCity[];
}

const place = (kk: string, en: string): KazakhPlace => ({ kk, en });

/**
 * The 17 regions (облыс) and the 3 cities of republican significance as of the 2022 reform
 * (new Abai, Jetisu and Ulytau regions; Konaev the centre of Almaty Region), each with its main
 * cities. Compiled by hand: province ids from ISO 3166-2:KZ (numeric codes, whose digits are
 * the KATO region prefixes), the region of each city per the 2022 decrees, the city districts
 * of Astana, Almaty and Shymkent per their akimats. Check against the KATO classifier
 * (stat.gov.kz) when a region changes. See docs/decisions/091-area-trees-per-market.md.
 */
export const KAZAKH_PROVINCES: readonly KazakhProvince[] = [
  {
    iso: 'KZ-10',
    kk: 'Абай облысы',
    en: 'Abai Region',
    cities: [place('Семей', 'Semey'), place('Курчатов', 'Kurchatov'), place('Аягөз', 'Ayagoz')],
  },
  {
    iso: 'KZ-11',
    kk: 'Ақмола облысы',
    en: 'Akmola Region',
    cities: [
      place('Көкшетау', 'Kokshetau'),
      place('Степногорск', 'Stepnogorsk'),
      place('Щучинск', 'Shchuchinsk'),
    ],
  },
  {
    iso: 'KZ-15',
    kk: 'Ақтөбе облысы',
    en: 'Aktobe Region',
    cities: [
      place('Ақтөбе', 'Aktobe'),
      place('Хромтау', 'Khromtau'),
      place('Қандыағаш', 'Kandyagash'),
    ],
  },
  {
    iso: 'KZ-19',
    kk: 'Алматы облысы',
    en: 'Almaty Region',
    cities: [place('Қонаев', 'Konaev'), place('Қаскелең', 'Kaskelen'), place('Талғар', 'Talgar')],
  },
  {
    iso: 'KZ-23',
    kk: 'Атырау облысы',
    en: 'Atyrau Region',
    cities: [place('Атырау', 'Atyrau'), place('Құлсары', 'Kulsary')],
  },
  {
    iso: 'KZ-27',
    kk: 'Батыс Қазақстан облысы',
    en: 'West Kazakhstan Region',
    cities: [place('Орал', 'Oral'), place('Ақсай', 'Aksai')],
  },
  {
    iso: 'KZ-31',
    kk: 'Жамбыл облысы',
    en: 'Jambyl Region',
    cities: [place('Тараз', 'Taraz'), place('Қаратау', 'Karatau'), place('Жаңатас', 'Zhanatas')],
  },
  {
    iso: 'KZ-33',
    kk: 'Жетісу облысы',
    en: 'Jetisu Region',
    cities: [
      place('Талдықорған', 'Taldykorgan'),
      place('Текелі', 'Tekeli'),
      place('Жаркент', 'Zharkent'),
    ],
  },
  {
    iso: 'KZ-35',
    kk: 'Қарағанды облысы',
    en: 'Karaganda Region',
    cities: [
      place('Қарағанды', 'Karaganda'),
      place('Теміртау', 'Temirtau'),
      place('Балқаш', 'Balkhash'),
      place('Шахтинск', 'Shakhtinsk'),
      place('Саран', 'Saran'),
    ],
  },
  {
    iso: 'KZ-39',
    kk: 'Қостанай облысы',
    en: 'Kostanay Region',
    cities: [
      place('Қостанай', 'Kostanay'),
      place('Рудный', 'Rudny'),
      place('Лисаковск', 'Lisakovsk'),
      place('Арқалық', 'Arkalyk'),
    ],
  },
  {
    iso: 'KZ-43',
    kk: 'Қызылорда облысы',
    en: 'Kyzylorda Region',
    cities: [place('Қызылорда', 'Kyzylorda'), place('Арал', 'Aral'), place('Қазалы', 'Kazaly')],
  },
  {
    iso: 'KZ-47',
    kk: 'Маңғыстау облысы',
    en: 'Mangystau Region',
    cities: [place('Ақтау', 'Aktau'), place('Жаңаөзен', 'Zhanaozen')],
  },
  {
    iso: 'KZ-55',
    kk: 'Павлодар облысы',
    en: 'Pavlodar Region',
    cities: [place('Павлодар', 'Pavlodar'), place('Екібастұз', 'Ekibastuz'), place('Ақсу', 'Aksu')],
  },
  {
    iso: 'KZ-59',
    kk: 'Солтүстік Қазақстан облысы',
    en: 'North Kazakhstan Region',
    cities: [place('Петропавл', 'Petropavl'), place('Тайынша', 'Taiynsha')],
  },
  {
    iso: 'KZ-61',
    kk: 'Түркістан облысы',
    en: 'Turkistan Region',
    cities: [
      place('Түркістан', 'Turkistan'),
      place('Кентау', 'Kentau'),
      place('Арыс', 'Arys'),
      place('Сарыағаш', 'Saryagash'),
    ],
  },
  {
    iso: 'KZ-62',
    kk: 'Ұлытау облысы',
    en: 'Ulytau Region',
    cities: [
      place('Жезқазған', 'Zhezkazgan'),
      place('Сәтбаев', 'Satbayev'),
      place('Қаражал', 'Karazhal'),
    ],
  },
  {
    iso: 'KZ-63',
    kk: 'Шығыс Қазақстан облысы',
    en: 'East Kazakhstan Region',
    cities: [place('Өскемен', 'Oskemen'), place('Риддер', 'Ridder'), place('Алтай', 'Altai')],
  },
  {
    iso: 'KZ-71',
    kk: 'Астана',
    en: 'Astana',
    cities: [
      {
        ...place('Астана', 'Astana'),
        districts: [
          place('Алматы ауданы', 'Almaty'),
          place('Байқоңыр ауданы', 'Baikonyr'),
          place('Есіл ауданы', 'Yesil'),
          place('Нұра ауданы', 'Nura'),
          place('Сарыарқа ауданы', 'Saryarka'),
        ],
      },
    ],
  },
  {
    iso: 'KZ-75',
    kk: 'Алматы',
    en: 'Almaty',
    cities: [
      {
        ...place('Алматы', 'Almaty'),
        districts: [
          place('Алатау ауданы', 'Alatau'),
          place('Алмалы ауданы', 'Almaly'),
          place('Әуезов ауданы', 'Auezov'),
          place('Бостандық ауданы', 'Bostandyk'),
          place('Жетісу ауданы', 'Zhetysu'),
          place('Медеу ауданы', 'Medeu'),
          place('Наурызбай ауданы', 'Nauryzbay'),
          place('Түрксіб ауданы', 'Turksib'),
        ],
      },
    ],
  },
  {
    iso: 'KZ-79',
    kk: 'Шымкент',
    en: 'Shymkent',
    cities: [
      {
        ...place('Шымкент', 'Shymkent'),
        districts: [
          place('Абай ауданы', 'Abay'),
          place('Әл-Фараби ауданы', 'Al-Farabi'),
          place('Еңбекші ауданы', 'Enbekshi'),
          place('Қаратау ауданы', 'Karatau'),
          place('Тұран ауданы', 'Turan'),
        ],
      },
    ],
  },
];

/** The id part of a place: its English name upper-cased, 'Al-Farabi' → 'AL-FARABI'. */
function idPart(en: string): string {
  return en.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
}

/** The part of a district list that stands for the whole city when it has no districts. */
const WHOLE = 'ALL';

/**
 * Kazakhstan as four levels: province (region or city of republican significance) → city →
 * district (a city district, or the whole city when it has none) → subdistrict (the district
 * itself: below it an address is street and house, and the customer types the postal code).
 * The lower two levels exist because an address carries four area ids; each usually offers a
 * single choice, which the form can preselect.
 */
export function loadKazakhAreas(): Promise<AreaRow[]> {
  const rows: AreaRow[] = [
    {
      id: KAZAKHSTAN_REGION_ID,
      level: 'region',
      parentId: null,
      name: 'Қазақстан',
      postalCode: null,
      deliverable: true,
    },
  ];
  const add = (level: AreaRow['level'], id: string, parentId: string, name: string) =>
    rows.push({ id, level, parentId, name, postalCode: null, deliverable: true });
  for (const province of KAZAKH_PROVINCES) {
    add('province', province.iso, KAZAKHSTAN_REGION_ID, province.kk);
    for (const city of province.cities) {
      const cityId = `${province.iso}-${idPart(city.en)}`;
      add('city', cityId, province.iso, city.kk);
      const districts = city.districts ?? [{ kk: city.kk, en: WHOLE }];
      for (const district of districts) {
        const districtId = `${cityId}-${idPart(district.en)}`;
        add('district', districtId, cityId, district.kk);
        add('subdistrict', `${districtId}-${WHOLE}`, districtId, district.kk);
      }
    }
  }
  return Promise.resolve(rows);
}
