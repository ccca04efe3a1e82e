/**
 * Sample video tutorials (9 items, newest first). The YouTube ids are made up.
 */
import type { VideoSeed } from './types.ts';

export const videos: VideoSeed[] = [
  {
    slug: 'how-to-issue-an-e-invoice',
    date: '2026-09-10',
    youtubeId: 'qF3kT8wLx2A',
    durationSec: 412,
    title: {
      uz: 'Elektron hisob-fakturani qanday rasmiylashtirish mumkin',
      ru: 'Как оформить электронный счёт-фактуру',
      en: 'How to issue an e-invoice',
    },
    description: {
      uz: 'Tizimga ERI kaliti bilan kirishdan boshlab hisob-fakturani kontragentga yuborishgacha boʻlgan barcha qadamlar: xaridor STIRini kiritish, MXIK kodini tanlash, summani tekshirish va hujjatni imzolash.',
      ru: 'Все шаги от входа в систему с ключом ЭЦП до отправки счёта-фактуры контрагенту: ввод ИНН покупателя, выбор кода ИКПУ, проверка суммы и подписание документа.',
      en: 'Every step from logging in with an EDS key to sending the invoice to your counterparty: entering the buyer’s TIN, choosing the IKPU code, checking the amount and signing the document.',
    },
  },
  {
    slug: 'registering-an-online-cash-register',
    date: '2026-06-25',
    youtubeId: 'Zp7_mR4vN0c',
    durationSec: 538,
    title: {
      uz: 'Onlayn-NKMni shaxsiy kabinet orqali roʻyxatdan oʻtkazish',
      ru: 'Регистрация онлайн-ККМ через личный кабинет',
      en: 'Registering an online cash register in the personal cabinet',
    },
    description: {
      uz: 'Yangi kassa apparati uchun ariza toʻldirish, savdo nuqtasi manzilini koʻrsatish, fiskal modulni faollashtirish va birinchi sinov chekini chiqarish.',
      ru: 'Заполнение заявки на новую кассу, указание адреса торговой точки, активация фискального модуля и печать первого тестового чека.',
      en: 'Filling in the request for a new register, giving the address of the outlet, activating the fiscal module and printing the first test receipt.',
    },
  },
  {
    slug: 'how-to-get-an-eds-key',
    date: '2026-04-02',
    youtubeId: 'b9HsW2eJq5T',
    durationSec: 265,
    title: {
      uz: 'ERI kalitini qanday olish mumkin: hujjatlar va bosqichlar',
      ru: 'Как получить ключ ЭЦП: документы и этапы',
      en: 'How to get an EDS key: documents and steps',
    },
    description: {
      uz: 'Xizmat koʻrsatish markaziga qanday hujjatlar bilan borish kerak, jismoniy va yuridik shaxslar uchun kalit narxi qancha va kalitni kompyuterga qanday oʻrnatish haqida qisqacha.',
      ru: 'Коротко о том, с какими документами идти в центр обслуживания, сколько стоит ключ для физических и юридических лиц и как установить его на компьютер.',
      en: 'A short guide to which documents to bring to a service centre, what a key costs for individuals and companies, and how to install it on your computer.',
    },
  },
  {
    slug: 'personal-cabinet-a-first-tour',
    date: '2026-01-28',
    youtubeId: 'L1xYcV6nD8u',
    durationSec: 603,
    title: {
      uz: 'Soliq toʻlovchining shaxsiy kabineti: birinchi tanishuv',
      ru: 'Личный кабинет налогоплательщика: первое знакомство',
      en: 'The taxpayer’s personal cabinet: a first tour',
    },
    description: {
      uz: 'Kabinetga kirish usullari, bosh sahifadagi maʼlumotlar, qarzdorlik va toʻlovlar tarixini koʻrish, maʼlumotnomalar olish va murojaat yuborish.',
      ru: 'Способы входа в кабинет, что показано на главной странице, как посмотреть задолженность и историю платежей, получить справку и отправить обращение.',
      en: 'Ways to log in, what the home page shows, how to view debts and payment history, get a certificate and send an enquiry.',
    },
  },
  {
    slug: 'renewing-an-eds-key-before-it-expires',
    date: '2025-11-05',
    youtubeId: 'tR5gK0pWm3E',
    durationSec: 198,
    title: {
      uz: 'ERI kalitini muddati tugashidan oldin yangilash',
      ru: 'Продление ключа ЭЦП до окончания срока действия',
      en: 'Renewing an EDS key before it expires',
    },
    description: {
      uz: 'Amaldagi kalit yordamida yangi kalitni masofadan, markazga bormasdan olish tartibi. Muddat tugashiga 30 kun qolganda buni qilish tavsiya etiladi.',
      ru: 'Как с помощью действующего ключа получить новый удалённо, без визита в центр. Рекомендуется сделать это за 30 дней до окончания срока.',
      en: 'How to use your current key to get a new one remotely, without going to a centre. It is best done 30 days before the key expires.',
    },
  },
  {
    slug: 'filing-a-quarterly-report-with-the-reporting-software',
    date: '2025-09-30',
    youtubeId: 'Nw8eQ-2hJsY',
    durationSec: 726,
    title: {
      uz: 'Hisobot dasturi orqali choraklik hisobotni topshirish',
      ru: 'Сдача квартального отчёта через программу отчётности',
      en: 'Filing a quarterly report with the reporting software',
    },
    description: {
      uz: 'Aylanmadan olinadigan soliq boʻyicha hisobotni toʻldirish, dasturdagi avtomatik tekshiruv natijalarini tushunish, hisobotni imzolash va qabul qilinganligi haqidagi bildirishnomani olish.',
      ru: 'Заполнение расчёта по налогу с оборота, разбор результатов автоматической проверки, подписание отчёта и получение уведомления о приёме.',
      en: 'Filling in the turnover tax return, understanding the software’s automatic checks, signing the report and receiving the confirmation of receipt.',
    },
  },
  {
    slug: 'paying-taxes-from-the-personal-cabinet',
    date: '2025-07-22',
    youtubeId: 'hC4uA7oXf1k',
    durationSec: 241,
    title: {
      uz: 'Soliqlarni shaxsiy kabinetdan bank kartasi orqali toʻlash',
      ru: 'Оплата налогов банковской картой из личного кабинета',
      en: 'Paying taxes by bank card from the personal cabinet',
    },
    description: {
      uz: 'Qarzdorlikni koʻrish, toʻlov tizimini tanlash, kartadan toʻlash va toʻlov shaxsiy hisobvaraqda aks etganini tekshirish.',
      ru: 'Как посмотреть задолженность, выбрать платёжную систему, оплатить картой и проверить, что платёж отразился на лицевом счёте.',
      en: 'How to see what you owe, choose a payment system, pay by card and check that the payment shows on your tax account.',
    },
  },
  {
    slug: 'registering-as-self-employed-in-the-mobile-app',
    date: '2025-04-16',
    youtubeId: 'W6jPz3sBr9q',
    durationSec: 317,
    title: {
      uz: 'Mobil ilovada oʻzini oʻzi band qilgan shaxs sifatida roʻyxatdan oʻtish',
      ru: 'Регистрация самозанятого в мобильном приложении',
      en: 'Registering as self-employed in the mobile app',
    },
    description: {
      uz: 'Faoliyat turini tanlash, roʻyxatdan oʻtish, birinchi elektron chekni berish va ijtimoiy soliqni ixtiyoriy toʻlash — barchasi smartfonda.',
      ru: 'Выбор вида деятельности, регистрация, выдача первого электронного чека и добровольная уплата социального налога — всё на смартфоне.',
      en: 'Choosing your activity, registering, giving your first electronic receipt and paying social tax voluntarily, all on a smartphone.',
    },
  },
  {
    slug: 'checking-a-fiscal-receipt-by-qr-code',
    date: '2025-02-20',
    youtubeId: 'kE0dVn5Ty7M',
    durationSec: 124,
    title: {
      uz: 'Fiskal chekni QR-kod orqali tekshirish',
      ru: 'Проверка фискального чека по QR-коду',
      en: 'Checking a fiscal receipt by QR code',
    },
    description: {
      uz: 'Ikki daqiqada: chekdagi QR-kodni skanerlash, chek maʼlumotlarini solishtirish va chek topilmasa, xabar yuborish.',
      ru: 'За две минуты: как отсканировать QR-код чека, сверить данные и сообщить, если чек не найден.',
      en: 'In two minutes: scanning the receipt’s QR code, comparing the details and reporting a receipt that cannot be found.',
    },
  },
];
