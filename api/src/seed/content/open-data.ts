/**
 * Sample open data sets of "Soliq servis". The CSV and JSON files themselves are generated
 * by the API from the database tables named in `source`.
 */
import type { OpenDataSeed } from './types.ts';

export const openData: OpenDataSeed[] = [
  {
    slug: 'regions',
    source: 'regions',
    title: {
      uz: 'Hududlar va ularning maʼmuriy markazlari',
      ru: 'Регионы и их административные центры',
      en: 'Regions and their administrative centres',
    },
    description: {
      uz: 'Korxona xizmat koʻrsatadigan 14 ta hudud: nomi uch tilda, maʼmuriy markazi va koordinatalari.',
      ru: '14 регионов, в которых работает предприятие: название на трёх языках, административный центр и координаты.',
      en: 'The 14 regions the enterprise serves: names in three languages, administrative centre and coordinates.',
    },
    updated: '2026-01-15',
  },
  {
    slug: 'service-offices',
    source: 'offices',
    title: {
      uz: 'Xizmat koʻrsatish markazlari va ofislari',
      ru: 'Центры и офисы обслуживания',
      en: 'Service centres and offices',
    },
    description: {
      uz: 'Barcha hududiy filiallar va ofislarning manzillari, telefonlari, elektron pochtasi, ish vaqti va koordinatalari.',
      ru: 'Адреса, телефоны, электронная почта, часы работы и координаты всех региональных филиалов и офисов.',
      en: 'Addresses, phone numbers, e-mail, opening hours and coordinates of all regional branches and offices.',
    },
    updated: '2026-10-01',
  },
  {
    slug: 'services-and-prices',
    source: 'services',
    title: {
      uz: 'Xizmatlar va ularning narxlari',
      ru: 'Услуги и цены на них',
      en: 'Services and prices',
    },
    description: {
      uz: 'Jismoniy va yuridik shaxslar uchun xizmatlar roʻyxati: nomi, toifasi, narxi soʻmda va koʻrsatish muddati.',
      ru: 'Перечень услуг для физических и юридических лиц: название, категория, цена в сумах и срок оказания.',
      en: 'The list of services for individuals and businesses: name, category, price in soʻm and turnaround time.',
    },
    updated: '2026-03-01',
  },
  {
    slug: 'tax-service-statistics',
    source: 'tax_statistics',
    title: {
      uz: 'Elektron soliq xizmatlari statistikasi',
      ru: 'Статистика электронных налоговых услуг',
      en: 'Electronic tax service statistics',
    },
    description: {
      uz: 'Oylik koʻrsatkichlar: elektron hisob-fakturalar, ulangan onlayn-NKMlar, berilgan ERI kalitlari va 1198 call-markaziga qilingan qoʻngʻiroqlar.',
      ru: 'Ежемесячные показатели: электронные счета-фактуры, подключённые онлайн-ККМ, выданные ключи ЭЦП и звонки в колл-центр 1198.',
      en: 'Monthly figures: e-invoices, online cash registers connected, EDS keys issued and calls to the 1198 call centre.',
    },
    updated: '2026-11-05',
  },
  {
    slug: 'vacancies',
    source: 'vacancies',
    title: {
      uz: 'Boʻsh ish oʻrinlari',
      ru: 'Вакансии',
      en: 'Vacancies',
    },
    description: {
      uz: 'Korxona va uning hududiy filiallaridagi boʻsh ish oʻrinlari: lavozim, hudud, ish haqi, muddat va holati.',
      ru: 'Вакансии предприятия и его региональных филиалов: должность, регион, заработная плата, срок и статус.',
      en: 'Vacancies at the enterprise and its regional branches: position, region, salary, deadline and status.',
    },
    updated: '2026-11-02',
  },
];
