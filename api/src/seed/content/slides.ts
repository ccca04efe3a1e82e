/**
 * Announcements for the home page's main slider (4 items, in display order).
 * Links are site paths without a locale prefix.
 */
import type { SlideSeed } from './types.ts';

export const slides: SlideSeed[] = [
  {
    slug: 'e-invoice-in-a-few-clicks',
    title: {
      uz: 'Elektron hisob-faktura — bir necha daqiqada',
      ru: 'Электронный счёт-фактура — за несколько минут',
      en: 'E-invoices in a few minutes',
    },
    text: {
      uz: 'Hujjatlarni yarating, ERI bilan imzolang va kontragentlarga qogʻozsiz, darhol yuboring.',
      ru: 'Создавайте документы, подписывайте их ЭЦП и мгновенно отправляйте контрагентам — без бумаги.',
      en: 'Create documents, sign them with your EDS key and send them to counterparties at once, with no paper.',
    },
    link: '/services/e-invoice',
    linkLabel: {
      uz: 'Batafsil',
      ru: 'Подробнее',
      en: 'Learn more',
    },
    order: 1,
  },
  {
    slug: 'eds-key-on-the-day-you-apply',
    title: {
      uz: 'ERI kaliti — murojaat kunining oʻzida',
      ru: 'Ключ ЭЦП — в день обращения',
      en: 'Your EDS key on the day you apply',
    },
    text: {
      uz: 'Pasport yoki ID-karta bilan istalgan hududiy markazimizga keling — kalit 20 daqiqada tayyor boʻladi.',
      ru: 'Приходите с паспортом или ID-картой в любой наш региональный центр — ключ будет готов за 20 минут.',
      en: 'Bring your passport or ID card to any of our regional centres and your key will be ready in 20 minutes.',
    },
    link: '/services/eds-key',
    linkLabel: {
      uz: 'ERI kalitini olish',
      ru: 'Получить ключ ЭЦП',
      en: 'Get an EDS key',
    },
    order: 2,
  },
  {
    slug: 'online-cash-register-without-visiting-a-centre',
    title: {
      uz: 'Onlayn-NKM — markazga bormasdan',
      ru: 'Онлайн-ККМ — без визита в центр',
      en: 'Online cash registers, no visit needed',
    },
    text: {
      uz: 'Kassani shaxsiy kabinet orqali roʻyxatdan oʻtkazing, fiskal modulni esa kuryer yetkazib beradi.',
      ru: 'Зарегистрируйте кассу через личный кабинет, а фискальный модуль доставит курьер.',
      en: 'Register your cash register in the personal cabinet and a courier will bring the fiscal module.',
    },
    link: '/services/online-cash-register',
    linkLabel: {
      uz: 'Kassani ulash',
      ru: 'Подключить кассу',
      en: 'Connect a register',
    },
    order: 3,
  },
  {
    slug: 'join-our-team',
    title: {
      uz: 'Jamoamizga qoʻshiling',
      ru: 'Присоединяйтесь к нашей команде',
      en: 'Join our team',
    },
    text: {
      uz: 'Operatorlar, dasturchilar va soliq maslahatchilarini kutamiz. Barqaror ish, oʻqitish va rivojlanish imkoniyati.',
      ru: 'Ждём операторов, программистов и налоговых консультантов. Стабильная работа, обучение и возможности для роста.',
      en: 'We are looking for operators, developers and tax consultants. Stable work, training and room to grow.',
    },
    link: '/vacancy',
    linkLabel: {
      uz: 'Vakansiyalar',
      ru: 'Вакансии',
      en: 'Vacancies',
    },
    order: 4,
  },
];
