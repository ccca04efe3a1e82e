import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '../time/tashkent.ts';
import { compareText, formatDate, formatFileSize, formatMoney, formatNumber, wallClock } from './format.ts';

/** The price list's service names in Russian and English (api/src/seed/content/services.ts). */
const SERVICE_NAMES = [
  'Подключение к системе электронных счетов-фактур (ЭСФ)',
  'Получение ключа электронной цифровой подписи (ЭЦП)',
  'Регистрация онлайн-контрольно-кассовой машины (онлайн-ККМ)',
  'Перевыпуск ключа ЭЦП',
  'Справка об отсутствии налоговой задолженности',
  'Подключение к персональному кабинету налогоплательщика',
  'Справка о доходах и удержанных налогах',
  'Техническое обслуживание онлайн-ККМ',
  'Защищённый USB-токен для ЭЦП',
  'Программа подготовки налоговой отчётности',
  'Помощь в заполнении декларации о доходах физического лица',
  'Помощь в регистрации в качестве самозанятого',
  'Интеграция с платёжными системами',
  'Налоговое консультирование юридических лиц',
  'Курс повышения квалификации для бухгалтеров',
  'Курс налоговой грамотности',
  'E-invoicing (e-faktura) connection',
  'Electronic digital signature (EDS) key',
  'Online cash register registration',
  'EDS key renewal',
  'Certificate of no tax arrears',
  'Setting up the taxpayer’s personal cabinet',
  'Statement of income and tax withheld',
  'Cash register maintenance',
  'Secure USB token for an EDS key',
  'Tax reporting software',
  'Help with an individual income tax return',
  'Registering as a self-employed person',
  'Payment system integration',
  'Tax consulting for companies',
  'Professional course for accountants',
  'Tax literacy course',
];

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formatting', () => {
  it("formats sums in so'm for each locale", () => {
    expect(plain(formatMoney(1250000, 'uz'))).toBe('1 250 000 soʻm');
    expect(plain(formatMoney(1250000, 'ru'))).toBe('1 250 000 сум');
    expect(plain(formatMoney(1250000, 'en'))).toBe('1,250,000 soʻm');
    expect(plain(formatMoney(35000.4, 'en'))).toBe('35,000 soʻm');
  });

  it('formats dates in Tashkent time, in the locale', () => {
    expect(formatDate('2026-11-15', 'en')).toBe('15 November 2026');
    expect(formatDate('2026-11-15', 'ru')).toBe('15 ноября 2026 г.');
    expect(formatDate('2026-11-15', 'uz')).toMatch(/2026/);
    // 20:30 UTC on the 14th is already the 15th in Tashkent.
    expect(formatDate('2026-11-14T20:30:00Z', 'en')).toBe('15 November 2026');
  });
});

describe('Uzbek, the same in every runtime', () => {
  it('formats dates with Uzbek month names and numbers in the uz pattern', () => {
    expect(formatDate('2026-11-15', 'uz')).toBe('15-noyabr, 2026');
    expect(formatDate('2026-03-08', 'uz', { day: 'numeric', month: 'short' })).toBe('8-mar');
    expect(formatDate('2026-11-15', 'uz', { month: 'long', year: 'numeric' })).toBe('noyabr, 2026');
    expect(formatDate('2026-11-15', 'uz', { day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('15.11.2026');
    expect(formatDate('2026-11-14T20:30:00Z', 'uz', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('yakshanba, 15-noyabr');
    expect(formatDate('2026-11-14T20:30:05Z', 'uz', { hour: '2-digit', minute: '2-digit', second: '2-digit' })).toBe('01:30:05');
    expect(plain(formatMoney(1250000, 'uz'))).toBe('1 250 000 soʻm');
    expect(plain(formatNumber(-1234.5, 'uz'))).toBe('-1 234,5');
  });
});

// The site writes its dates and numbers itself (no Intl data to load on a slow phone while a page hydrates): each
// pattern it prints must read exactly as Intl (Node's full ICU) prints it.
describe('the same text as Intl', () => {
  const intlDate = (date: Date, locale: 'ru' | 'en', options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { timeZone: SITE_TIME_ZONE, ...options }).format(date);
  const patterns: Intl.DateTimeFormatOptions[] = [
    { day: 'numeric', month: 'long', year: 'numeric' },
    { month: 'long', year: 'numeric' },
    { month: 'short', year: '2-digit' },
    { hour: '2-digit', minute: '2-digit' },
    { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  ];
  // Every day of 1992–2040 at a few times of day, in and around Tashkent's midnight and noon.
  const moments: Date[] = [];
  for (let day = Date.UTC(1992, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000 * 5) {
    for (const hour of [0, 6.99, 7, 18.999, 19, 23.5]) moments.push(new Date(day + hour * 3_600_000 + (day % 59) * 1000));
  }

  it('dates in Russian and English, in Tashkent time', () => {
    const mismatches: string[] = [];
    for (const locale of ['ru', 'en'] as const) {
      for (const options of patterns) {
        // The site's English is British.
        const intl = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { timeZone: SITE_TIME_ZONE, ...options });
        for (const moment of moments) {
          const ours = formatDate(moment, locale, options);
          const theirs = intl.format(moment);
          if (ours !== theirs) mismatches.push(`${locale} ${moment.toISOString()} ${JSON.stringify(options)}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('Tashkent wall clock, by arithmetic since 1992', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const moment of moments) {
      const wall = wallClock(moment);
      const ours = `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][wall.weekday]}, ${wall.month + 1}/${wall.day}/${wall.year}, ${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:${String(wall.second).padStart(2, '0')}`;
      if (ours !== intl.format(moment)) expect(ours).toBe(intl.format(moment));
    }
  });

  it('other time zones, earlier dates and other options are still written by Intl', () => {
    const moment = new Date('1985-06-01T10:00:00Z');
    expect(formatDate(moment, 'en')).toBe(intlDate(moment, 'en', { day: 'numeric', month: 'long', year: 'numeric' }));
    const now = new Date('2026-11-25T10:00:00Z');
    expect(formatDate(now, 'ru', { weekday: 'long' })).toBe('среда');
    expect(formatDate(now, 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/New_York' })).toBe(
      '25 November 2026',
    );
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('numbers in Russian, English (and Uzbek, as Russian)', () => {
    const values = [
      0,
      -0,
      5,
      999,
      1000,
      1234,
      12345,
      123456,
      1234567,
      1e15 + 2,
      -1234.5,
      1234.56,
      0.5,
      0.05,
      1.005,
      2.675,
      9.9999,
      99.95,
      999.9996,
      -0.0001,
      1e-7,
      1e21,
      0.1 + 0.2,
    ];
    for (let i = 0; i < 400; i += 1) values.push(Math.round(Math.sin(i) * 10 ** (i % 9) * 1000) / 10 ** (i % 5));
    const mismatches: string[] = [];
    const optionSets: Intl.NumberFormatOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2, minimumFractionDigits: 2 },
    ];
    for (const locale of ['ru', 'en', 'uz'] as const) {
      for (const options of optionSets) {
        const intl = new Intl.NumberFormat(locale === 'uz' ? 'ru' : locale, options);
        for (const value of values) {
          if (formatNumber(value, locale, options) !== intl.format(value))
            mismatches.push(
              `${locale} ${value} ${JSON.stringify(options)}: ${formatNumber(value, locale, options)} ≠ ${intl.format(value)}`,
            );
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
  });
});

describe('compareText', () => {
  it('sorts Uzbek by its own alphabet, whatever apostrophe is typed, the same in every runtime', () => {
    const names = ['Oʻzini oʻzi band', 'Soliq', 'Onlayn', "G'aznachilik", 'Shartnoma', 'Zamon', 'Chet el', 'Biznes'];
    expect([...names].sort((a, b) => compareText(a, b, 'uz'))).toEqual([
      'Biznes',
      'Onlayn',
      'Soliq',
      'Zamon',
      'Oʻzini oʻzi band',
      "G'aznachilik",
      'Shartnoma',
      'Chet el',
    ]);
  });

  it('orders Russian and English as Intl.Collator does (base strength, numbers by value), without Intl', () => {
    const sign = (n: number) => Math.sign(n);
    // The price list's own names, and others like them.
    const names = [
      ...SERVICE_NAMES,
      'Ёлка 2',
      'Елка 10',
      'йогурт',
      'иволга',
      'Йод',
      'Солиқ сервис',
      'Солим',
      'Ғалаба',
      'Гора',
      'Ҳаёт',
      'Хлеб',
      'Ўзбекистон',
      'Узел',
      'E-invoice',
      'einvoice',
      'e invoice',
      'Café',
      'cafe 2',
      'cafe 10',
      'cafe 010',
      'Straße',
      'strasse',
      '(ЭЦП) ключ',
      '«Ключ»',
      'USB-токен',
      'usb токен',
      'Программа 1С',
      'Program 1C',
      'Курс — базовый',
      'Курс – базовый',
      'Курс, базовый',
      'Курс: базовый',
      '№ 5',
      '$ 5',
      '',
    ];
    // And random strings of the characters such names are made of.
    const alphabet = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАЕЁЙЯabcdezABZéèüöñç0123456789  -–—,.:;!?()[]«»"\'‘’“”/№ҳқғўʻʼ&%+@#_*';
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 3000; i += 1) {
      const length = 1 + Math.floor(random() * 6);
      names.push(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
    }
    for (const locale of ['ru', 'en'] as const) {
      const intl = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      const wrong: string[] = [];
      for (let i = 0; i < names.length; i += 1) {
        for (const j of [i + 1, (i * 7 + 3) % names.length, (i * 13 + 5) % names.length]) {
          const [a, b] = [names[i]!, names[j % names.length]!];
          if (sign(compareText(a, b, locale)) !== sign(intl.compare(a, b))) wrong.push(`${locale}: "${a}" vs "${b}"`);
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    }
  });

  it('sorts Russian and English by their collation, numbers by value', () => {
    expect(['Яблоко', 'арбуз', 'Ёж', 'бор'].sort((a, b) => compareText(a, b, 'ru'))).toEqual(['арбуз', 'бор', 'Ёж', 'Яблоко']);
    expect(['item 10', 'item 9', 'Apple'].sort((a, b) => compareText(a, b, 'en'))).toEqual(['Apple', 'item 9', 'item 10']);
  });
});

describe('formatFileSize', () => {
  it('names small sizes by the unit abbreviation, never a word that would need a plural form', () => {
    expect(formatFileSize(24, 'ru')).toBe('24\u00a0Б');
    expect(formatFileSize(1, 'en')).toBe('1\u00a0B');
    expect(formatFileSize(3, 'uz')).toBe('3\u00a0bayt');
    expect(formatFileSize(2048, 'en')).toBe('2\u00a0KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'ru')).toBe('1,5\u00a0МБ');
  });
});
