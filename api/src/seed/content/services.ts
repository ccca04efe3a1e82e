/**
 * Sample services and products of the state unitary enterprise "Soliq servis".
 * All prices are sample values in soʻm (UZS).
 */
import type { BusinessProductSeed, PersonalProductSeed, ServiceSeed } from './types.ts';

export const services: ServiceSeed[] = [
  // ---------------------------------------------------------------- individual (9)
  {
    slug: 'eds-key',
    category: 'individual',
    servicename: {
      uz: 'Elektron raqamli imzo (ERI) kalitini olish',
      ru: 'Получение ключа электронной цифровой подписи (ЭЦП)',
      en: 'Electronic digital signature (EDS) key',
    },
    servicename_sum: 49000,
    unit: { uz: 'bitta kalit uchun (2 yil)', ru: 'за один ключ (2 года)', en: 'per key (2 years)' },
    summary: {
      uz: 'Soliq hisobotlarini yuborish, elektron hisob-fakturalarni imzolash va davlat xizmatlaridan foydalanish uchun ERI kaliti.',
      ru: 'Ключ ЭЦП для сдачи налоговой отчётности, подписания электронных счетов-фактур и получения государственных услуг.',
      en: 'An EDS key for filing tax reports, signing e-invoices and using public e-services.',
    },
    description: {
      uz: 'ERI kaliti jismoniy shaxs yoki yakka tartibdagi tadbirkor nomiga 2 yil muddatga beriladi. Kalit yordamida soliq toʻlovchining shaxsiy kabinetiga kirish, hisobotlarni imzolash va elektron hujjat almashinuvida ishtirok etish mumkin. Kalit har qanday hududiy xizmat koʻrsatish markazida yoki oldindan onlayn ariza berib olinadi.',
      ru: 'Ключ ЭЦП выдаётся физическому лицу или индивидуальному предпринимателю сроком на 2 года. С его помощью можно входить в персональный кабинет налогоплательщика, подписывать отчётность и участвовать в электронном документообороте. Ключ можно получить в любом региональном центре обслуживания или по предварительной онлайн-заявке.',
      en: 'The EDS key is issued to an individual or a sole proprietor for 2 years. It lets you sign in to the taxpayer’s personal cabinet, sign reports and take part in electronic document exchange. You can get it at any regional service centre or by applying online in advance.',
    },
    audience: {
      uz: 'Jismoniy shaxslar, yakka tartibdagi tadbirkorlar va oʻzini oʻzi band qilgan shaxslar',
      ru: 'Физические лица, индивидуальные предприниматели и самозанятые',
      en: 'Individuals, sole proprietors and self-employed persons',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      { uz: 'STIR (maʼlum boʻlsa)', ru: 'ИНН (если известен)', en: 'Taxpayer ID (TIN), if known' },
      { uz: 'USB-token yoki flesh-xotira', ru: 'USB-токен или флеш-накопитель', en: 'A USB token or flash drive' },
    ],
    duration: { uz: '15–20 daqiqa', ru: '15–20 минут', en: '15–20 minutes' },
    popularity: 98,
  },
  {
    slug: 'eds-key-renewal',
    category: 'individual',
    servicename: {
      uz: 'ERI kalitini qayta rasmiylashtirish',
      ru: 'Перевыпуск ключа ЭЦП',
      en: 'EDS key renewal',
    },
    servicename_sum: 39000,
    unit: { uz: 'bitta kalit uchun', ru: 'за один ключ', en: 'per key' },
    summary: {
      uz: 'Muddati tugayotgan, yoʻqolgan yoki shikastlangan ERI kalitini yangisiga almashtirish.',
      ru: 'Замена ключа ЭЦП с истекающим сроком действия, утерянного или повреждённого.',
      en: 'Replacing an EDS key that is expiring, lost or damaged.',
    },
    description: {
      uz: 'Kalitning amal qilish muddati tugashidan 30 kun oldin uni qayta rasmiylashtirish tavsiya etiladi. Yoʻqolgan kalit darhol bekor qilinadi va oʻrniga yangi kalit beriladi. Yangi kalit bilan shaxsiy kabinetdagi barcha maʼlumotlar saqlanib qoladi.',
      ru: 'Перевыпустить ключ рекомендуется за 30 дней до окончания срока его действия. Утерянный ключ сразу отзывается, взамен выдаётся новый. Все данные в персональном кабинете при этом сохраняются.',
      en: 'We recommend renewing the key 30 days before it expires. A lost key is revoked at once and a new one is issued in its place. All data in your personal cabinet is kept.',
    },
    audience: {
      uz: 'Amaldagi ERI kaliti egalari',
      ru: 'Владельцы действующих ключей ЭЦП',
      en: 'Holders of an existing EDS key',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      {
        uz: 'Eski kalit yozilgan qurilma (mavjud boʻlsa)',
        ru: 'Носитель со старым ключом (при наличии)',
        en: 'The device holding the old key (if you have it)',
      },
    ],
    duration: { uz: '15 daqiqa', ru: '15 минут', en: '15 minutes' },
    popularity: 81,
  },
  {
    slug: 'eds-token',
    category: 'individual',
    servicename: {
      uz: 'ERI uchun himoyalangan USB-token',
      ru: 'Защищённый USB-токен для ЭЦП',
      en: 'Secure USB token for an EDS key',
    },
    servicename_sum: 95000,
    unit: { uz: 'bitta qurilma', ru: 'за одно устройство', en: 'per device' },
    summary: {
      uz: 'ERI kalitini xavfsiz saqlash uchun PIN-kod bilan himoyalangan sertifikatlangan USB-token.',
      ru: 'Сертифицированный USB-токен с защитой PIN-кодом для безопасного хранения ключа ЭЦП.',
      en: 'A certified, PIN-protected USB token for keeping your EDS key safe.',
    },
    description: {
      uz: 'Token kalitni nusxa koʻchirishdan himoya qiladi va uni boshqa kompyuterda ishlatishni osonlashtiradi. Xizmat koʻrsatish markazida kalit bevosita tokenga yoziladi va drayverlar oʻrnatilishi koʻrsatib beriladi. Qurilmaga 1 yil kafolat beriladi.',
      ru: 'Токен защищает ключ от копирования и позволяет удобно пользоваться им на разных компьютерах. В центре обслуживания ключ записывается прямо на токен, а специалист показывает, как установить драйверы. Гарантия на устройство — 1 год.',
      en: 'The token protects the key from being copied and makes it easy to use on different computers. At the service centre the key is written straight onto the token and a specialist shows you how to install the drivers. The device comes with a 1-year warranty.',
    },
    audience: {
      uz: 'ERI kalitidan muntazam foydalanadigan fuqarolar va tadbirkorlar',
      ru: 'Граждане и предприниматели, регулярно пользующиеся ЭЦП',
      en: 'Citizens and entrepreneurs who use their EDS key regularly',
    },
    documents: [{ uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' }],
    duration: { uz: '10 daqiqa', ru: '10 минут', en: '10 minutes' },
    popularity: 64,
  },
  {
    slug: 'personal-cabinet-setup',
    category: 'individual',
    servicename: {
      uz: 'Soliq toʻlovchining shaxsiy kabinetiga ulanish',
      ru: 'Подключение к персональному кабинету налогоплательщика',
      en: 'Setting up the taxpayer’s personal cabinet',
    },
    servicename_sum: 35000,
    unit: { uz: 'bitta murojaat uchun', ru: 'за одно обращение', en: 'per visit' },
    summary: {
      uz: 'Shaxsiy kabinetga birinchi marta kirish, profilni toʻldirish va bildirishnomalarni sozlashda yordam.',
      ru: 'Помощь с первым входом в персональный кабинет, заполнением профиля и настройкой уведомлений.',
      en: 'Help with the first sign-in to the personal cabinet, filling in the profile and setting up notifications.',
    },
    description: {
      uz: 'Mutaxassis shaxsiy kabinetga ERI kaliti yoki OneID orqali kirishni sozlaydi, soliq qarzdorligi va toʻlovlarni qanday koʻrish mumkinligini tushuntiradi. Shuningdek, SMS va elektron pochta orqali bildirishnomalar ulanadi. Xizmat mobil ilovani sozlashni ham oʻz ichiga oladi.',
      ru: 'Специалист настроит вход в персональный кабинет с помощью ЭЦП или OneID, объяснит, где смотреть задолженность и платежи, и подключит уведомления по SMS и электронной почте. Настройка мобильного приложения также входит в услугу.',
      en: 'A specialist sets up sign-in with your EDS key or OneID, shows you where to see your tax balance and payments, and turns on SMS and e-mail notifications. Setting up the mobile app is included.',
    },
    audience: {
      uz: 'Shaxsiy kabinetdan birinchi marta foydalanayotgan fuqarolar',
      ru: 'Граждане, впервые пользующиеся персональным кабинетом',
      en: 'Citizens using the personal cabinet for the first time',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      { uz: 'Ishlayotgan mobil telefon raqami', ru: 'Действующий номер мобильного телефона', en: 'A working mobile phone number' },
    ],
    duration: { uz: '20–30 daqiqa', ru: '20–30 минут', en: '20–30 minutes' },
    popularity: 72,
  },
  {
    slug: 'declaration-assistance',
    category: 'individual',
    servicename: {
      uz: 'Jismoniy shaxs daromadlari deklaratsiyasini toʻldirishda yordam',
      ru: 'Помощь в заполнении декларации о доходах физического лица',
      en: 'Help with an individual income tax return',
    },
    servicename_sum: 85000,
    unit: { uz: 'bitta deklaratsiya uchun', ru: 'за одну декларацию', en: 'per return' },
    summary: {
      uz: 'Daromadlar toʻgʻrisidagi yillik deklaratsiyani tayyorlash, tekshirish va elektron shaklda yuborish.',
      ru: 'Подготовка, проверка и электронная подача годовой декларации о доходах.',
      en: 'Preparing, checking and filing the annual income return electronically.',
    },
    description: {
      uz: 'Mutaxassis ijara, xorijdan olingan va boshqa daromadlarni hisobga olib deklaratsiyani toʻldiradi, soliq imtiyozlari va chegirmalarni tekshiradi. Deklaratsiya sizning ERI kalitingiz bilan imzolanib, shaxsiy kabinet orqali yuboriladi. Qabul qilingani haqidagi tasdiqnoma sizga beriladi.',
      ru: 'Специалист заполнит декларацию с учётом доходов от аренды, из-за рубежа и прочих доходов, проверит право на льготы и вычеты. Декларация подписывается вашей ЭЦП и подаётся через персональный кабинет, а вы получаете подтверждение о её приёме.',
      en: 'A specialist fills in the return, including rental, foreign and other income, and checks which reliefs and deductions apply. The return is signed with your EDS key and filed through the personal cabinet, and you receive the acknowledgement of receipt.',
    },
    audience: {
      uz: 'Qoʻshimcha daromad oluvchi fuqarolar, mol-mulkni ijaraga beruvchilar',
      ru: 'Граждане с дополнительными доходами, арендодатели',
      en: 'Citizens with additional income, landlords',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      {
        uz: 'Daromadni tasdiqlovchi hujjatlar (shartnomalar, bank koʻchirmalari)',
        ru: 'Документы, подтверждающие доходы (договоры, банковские выписки)',
        en: 'Proof of income (contracts, bank statements)',
      },
      { uz: 'Amaldagi ERI kaliti', ru: 'Действующий ключ ЭЦП', en: 'A valid EDS key' },
    ],
    duration: { uz: '1 ish kuni', ru: '1 рабочий день', en: '1 working day' },
    popularity: 58,
  },
  {
    slug: 'tax-debt-certificate',
    category: 'individual',
    servicename: {
      uz: 'Soliq qarzi yoʻqligi toʻgʻrisida maʼlumotnoma',
      ru: 'Справка об отсутствии налоговой задолженности',
      en: 'Certificate of no tax arrears',
    },
    servicename_sum: 45000,
    unit: { uz: 'bitta maʼlumotnoma uchun', ru: 'за одну справку', en: 'per certificate' },
    summary: {
      uz: 'Bank, konsullik yoki tender uchun soliq qarzdorligi yoʻqligini tasdiqlovchi QR-kodli maʼlumotnoma.',
      ru: 'Справка с QR-кодом об отсутствии налоговой задолженности для банка, консульства или тендера.',
      en: 'A QR-coded certificate confirming you owe no tax, for a bank, a consulate or a tender.',
    },
    description: {
      uz: 'Maʼlumotnoma soliq organlarining amaldagi maʼlumotlari asosida tuziladi va QR-kod orqali haqiqiyligi tekshiriladi. Uni oʻzbek, rus yoki ingliz tilida olish mumkin. Agar qarzdorlik aniqlansa, mutaxassis uni qanday toʻlash mumkinligini tushuntiradi.',
      ru: 'Справка формируется по актуальным данным налоговых органов, её подлинность проверяется по QR-коду. Справку можно получить на узбекском, русском или английском языке. Если обнаружится задолженность, специалист подскажет, как её погасить.',
      en: 'The certificate is drawn up from the tax authorities’ current records, and its authenticity can be checked with the QR code. It is available in Uzbek, Russian or English. If arrears are found, a specialist explains how to pay them.',
    },
    audience: {
      uz: 'Fuqarolar va yakka tartibdagi tadbirkorlar',
      ru: 'Граждане и индивидуальные предприниматели',
      en: 'Citizens and sole proprietors',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      {
        uz: 'Ishonchnoma (vakil murojaat qilganda)',
        ru: 'Доверенность (при обращении представителя)',
        en: 'Power of attorney (if a representative applies)',
      },
    ],
    duration: { uz: '1 soat', ru: '1 час', en: '1 hour' },
    popularity: 76,
  },
  {
    slug: 'income-certificate',
    category: 'individual',
    servicename: {
      uz: 'Daromadlar va ushlangan soliqlar toʻgʻrisida maʼlumotnoma',
      ru: 'Справка о доходах и удержанных налогах',
      en: 'Statement of income and tax withheld',
    },
    servicename_sum: 40000,
    unit: { uz: 'bitta maʼlumotnoma uchun', ru: 'за одну справку', en: 'per statement' },
    summary: {
      uz: 'Tanlangan davr uchun ish haqi va boshqa daromadlar hamda ushlangan soliqlar haqida rasmiy maʼlumotnoma.',
      ru: 'Официальная справка о заработной плате, иных доходах и удержанных налогах за выбранный период.',
      en: 'An official statement of your salary, other income and the tax withheld for a chosen period.',
    },
    description: {
      uz: 'Maʼlumotnoma ish beruvchilar taqdim etgan hisobotlar asosida shakllantiriladi. U kredit olish, viza rasmiylashtirish va ijtimoiy toʻlovlarni tayinlashda ishlatiladi. Davr 1 oydan 5 yilgacha tanlanishi mumkin.',
      ru: 'Справка формируется на основании отчётности, представленной работодателями. Она используется для получения кредита, оформления визы и назначения социальных выплат. Период можно выбрать от 1 месяца до 5 лет.',
      en: 'The statement is compiled from the reports filed by employers. It is used for loans, visa applications and social benefits. The period can be anything from 1 month to 5 years.',
    },
    audience: {
      uz: 'Yollanib ishlovchi fuqarolar',
      ru: 'Работающие по найму граждане',
      en: 'Employed citizens',
    },
    documents: [{ uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' }],
    duration: { uz: '1 soat', ru: '1 час', en: '1 hour' },
    popularity: 69,
  },
  {
    slug: 'self-employed-registration',
    category: 'individual',
    servicename: {
      uz: 'Oʻzini oʻzi band qilgan shaxs sifatida roʻyxatdan oʻtishda yordam',
      ru: 'Помощь в регистрации в качестве самозанятого',
      en: 'Registering as a self-employed person',
    },
    servicename_sum: 50000,
    unit: { uz: 'bitta murojaat uchun', ru: 'за одно обращение', en: 'per application' },
    summary: {
      uz: 'Faoliyat turini tanlash, roʻyxatdan oʻtish va ijtimoiy soliqni toʻlash tartibi boʻyicha maslahat.',
      ru: 'Консультация по выбору вида деятельности, регистрации и порядку уплаты социального налога.',
      en: 'Advice on choosing the type of activity, registering and paying the social tax.',
    },
    description: {
      uz: 'Mutaxassis ruxsat etilgan faoliyat turlari roʻyxatidan mosini tanlashga yordam beradi va roʻyxatdan oʻtishni mobil ilova orqali birga amalga oshiradi. Shuningdek, ish staji hisoblanishi uchun ijtimoiy soliqni ixtiyoriy toʻlash tartibi tushuntiriladi.',
      ru: 'Специалист поможет выбрать подходящий вид деятельности из разрешённого перечня и вместе с вами пройдёт регистрацию в мобильном приложении. Также объясняется порядок добровольной уплаты социального налога для учёта трудового стажа.',
      en: 'A specialist helps you pick a suitable activity from the approved list and registers you together in the mobile app. We also explain how to pay the social tax voluntarily so that the period counts towards your work record.',
    },
    audience: {
      uz: 'Xususiy ish bilan shugʻullanuvchi fuqarolar: repetitorlar, ustalar, dizaynerlar',
      ru: 'Граждане, работающие на себя: репетиторы, мастера, дизайнеры',
      en: 'People working for themselves: tutors, craftspeople, designers',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      { uz: 'Smartfon', ru: 'Смартфон', en: 'A smartphone' },
    ],
    duration: { uz: '30 daqiqa', ru: '30 минут', en: '30 minutes' },
    popularity: 55,
  },
  {
    slug: 'tax-literacy-course',
    category: 'individual',
    servicename: {
      uz: 'Soliq savodxonligi kursi',
      ru: 'Курс налоговой грамотности',
      en: 'Tax literacy course',
    },
    servicename_sum: 250000,
    unit: { uz: 'kurs uchun (8 ta mashgʻulot)', ru: 'за курс (8 занятий)', en: 'per course (8 sessions)' },
    summary: {
      uz: 'Boshlovchi tadbirkorlar va fuqarolar uchun soliq tizimi asoslari boʻyicha amaliy kurs.',
      ru: 'Практический курс по основам налоговой системы для начинающих предпринимателей и граждан.',
      en: 'A practical course on the basics of the tax system for new entrepreneurs and citizens.',
    },
    description: {
      uz: 'Kursda soliq turlari, soliq rejimini tanlash, hisobot muddatlari, elektron hisob-fakturalar va onlayn-NKM bilan ishlash oʻrgatiladi. Mashgʻulotlar oʻquv markazida yoki onlayn shaklda oʻtkaziladi. Kurs yakunida sertifikat beriladi.',
      ru: 'На курсе разбираются виды налогов, выбор налогового режима, сроки отчётности, работа с электронными счетами-фактурами и онлайн-ККМ. Занятия проходят в учебном центре или онлайн. По окончании выдаётся сертификат.',
      en: 'The course covers the types of taxes, choosing a tax regime, filing deadlines, e-invoices and online cash registers. Sessions are held at the training centre or online. A certificate is issued at the end.',
    },
    audience: {
      uz: 'Biznes boshlamoqchi boʻlgan fuqarolar, talabalar',
      ru: 'Граждане, планирующие открыть бизнес, студенты',
      en: 'People planning to start a business, students',
    },
    documents: [
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
      { uz: 'Onlayn arizaning raqami', ru: 'Номер онлайн-заявки', en: 'Your online application number' },
    ],
    duration: { uz: '4 hafta', ru: '4 недели', en: '4 weeks' },
    popularity: 41,
  },

  // ---------------------------------------------------------------- business (7)
  {
    slug: 'e-invoice',
    category: 'business',
    servicename: {
      uz: 'Elektron hisob-faktura (e-faktura) tizimiga ulanish',
      ru: 'Подключение к системе электронных счетов-фактур (ЭСФ)',
      en: 'E-invoicing (e-faktura) connection',
    },
    servicename_sum: 120000,
    unit: { uz: 'oyiga', ru: 'в месяц', en: 'per month' },
    summary: {
      uz: 'Hisob-fakturalar, dalolatnomalar va ishonchnomalarni elektron shaklda yaratish, imzolash va yuborish.',
      ru: 'Создание, подписание и отправка счетов-фактур, актов и доверенностей в электронном виде.',
      en: 'Create, sign and send invoices, acts and powers of attorney electronically.',
    },
    description: {
      uz: 'Tarif cheklanmagan miqdordagi elektron hisob-fakturalarni, kontragentlar maʼlumotnomasini va hujjatlar arxivini oʻz ichiga oladi. Hujjatlar Davlat soliq qoʻmitasining axborot tizimida avtomatik roʻyxatdan oʻtadi, QQS boʻyicha hisob-kitoblar esa hisobotlarga tortiladi. Ulanishda mutaxassis xodimlaringizni oʻqitadi.',
      ru: 'Тариф включает неограниченное число электронных счетов-фактур, справочник контрагентов и архив документов. Документы автоматически регистрируются в информационной системе Государственного налогового комитета, а данные по НДС подтягиваются в отчётность. При подключении специалист обучит ваших сотрудников.',
      en: 'The plan includes an unlimited number of e-invoices, a counterparty directory and a document archive. Documents are registered automatically in the State Tax Committee’s information system, and VAT data flows into your returns. When you connect, a specialist trains your staff.',
    },
    audience: {
      uz: 'Yuridik shaxslar va QQS toʻlovchi yakka tartibdagi tadbirkorlar',
      ru: 'Юридические лица и индивидуальные предприниматели — плательщики НДС',
      en: 'Companies and VAT-registered sole proprietors',
    },
    documents: [
      {
        uz: 'Rahbar yoki vakolatli shaxsning ERI kaliti',
        ru: 'Ключ ЭЦП руководителя или уполномоченного лица',
        en: 'The EDS key of the director or an authorised person',
      },
      {
        uz: 'Davlat roʻyxatidan oʻtganlik toʻgʻrisidagi guvohnoma',
        ru: 'Свидетельство о государственной регистрации',
        en: 'Certificate of state registration',
      },
      {
        uz: 'Ishonchnoma (vakil murojaat qilganda)',
        ru: 'Доверенность (при обращении представителя)',
        en: 'Power of attorney (if a representative applies)',
      },
    ],
    duration: { uz: '1 ish kuni', ru: '1 рабочий день', en: '1 working day' },
    popularity: 100,
  },
  {
    slug: 'online-cash-register',
    category: 'business',
    servicename: {
      uz: 'Onlayn nazorat-kassa mashinasini (onlayn-NKM) roʻyxatdan oʻtkazish',
      ru: 'Регистрация онлайн-контрольно-кассовой машины (онлайн-ККМ)',
      en: 'Online cash register registration',
    },
    servicename_sum: 350000,
    unit: { uz: 'bitta qurilma uchun', ru: 'за одно устройство', en: 'per device' },
    summary: {
      uz: 'Onlayn-NKMni soliq organlarida roʻyxatdan oʻtkazish, fiskal modulni faollashtirish va maʼlumotlar operatoriga ulash.',
      ru: 'Регистрация онлайн-ККМ в налоговых органах, активация фискального модуля и подключение к оператору фискальных данных.',
      en: 'Registering the cash register with the tax authorities, activating the fiscal module and connecting it to the fiscal data operator.',
    },
    description: {
      uz: 'Xizmatga kassani roʻyxatga qoʻyish, fiskal modulni sozlash, sinov chekini chiqarish va kassirlarni qisqa oʻqitish kiradi. Har bir chek real vaqtda soliq organlariga yuboriladi, xaridor esa uni QR-kod orqali tekshira oladi. Muhandis savdo nuqtangizga chiqib ishlaydi.',
      ru: 'В услугу входят постановка кассы на учёт, настройка фискального модуля, печать тестового чека и краткое обучение кассиров. Каждый чек в реальном времени передаётся в налоговые органы, а покупатель может проверить его по QR-коду. Инженер выезжает на вашу торговую точку.',
      en: 'The service covers registering the register, setting up the fiscal module, printing a test receipt and a short training for cashiers. Every receipt is sent to the tax authorities in real time, and customers can check it with the QR code. An engineer comes to your shop.',
    },
    audience: {
      uz: 'Savdo, umumiy ovqatlanish va xizmat koʻrsatish korxonalari',
      ru: 'Предприятия торговли, общественного питания и сферы услуг',
      en: 'Retail, catering and service businesses',
    },
    documents: [
      { uz: 'Rahbarning ERI kaliti', ru: 'Ключ ЭЦП руководителя', en: 'The director’s EDS key' },
      { uz: 'Kassa apparatining pasporti', ru: 'Паспорт кассового аппарата', en: 'The cash register’s technical passport' },
      {
        uz: 'Savdo nuqtasi ijara shartnomasi yoki mulk hujjati',
        ru: 'Договор аренды или документ о праве собственности на торговую точку',
        en: 'Lease or title document for the point of sale',
      },
    ],
    duration: { uz: '1–2 ish kuni', ru: '1–2 рабочих дня', en: '1–2 working days' },
    popularity: 95,
  },
  {
    slug: 'cash-register-maintenance',
    category: 'business',
    servicename: {
      uz: 'Onlayn-NKMga texnik xizmat koʻrsatish',
      ru: 'Техническое обслуживание онлайн-ККМ',
      en: 'Cash register maintenance',
    },
    servicename_sum: 150000,
    unit: { uz: 'bitta qurilma uchun oyiga', ru: 'за одно устройство в месяц', en: 'per device per month' },
    summary: {
      uz: 'Kassa dasturini yangilash, nosozliklarni bartaraf etish va fiskal modulni almashtirish.',
      ru: 'Обновление кассового ПО, устранение неисправностей и замена фискального модуля.',
      en: 'Software updates, repairs and fiscal module replacement for your cash registers.',
    },
    description: {
      uz: 'Abonement boʻyicha kassa dasturi oʻz vaqtida yangilanadi, muhandis esa murojaatdan keyin 24 soat ichida yetib keladi. Taʼmirlash vaqtida vaqtincha ishlatish uchun zaxira qurilma beriladi. Chorakda bir marta profilaktik koʻrik oʻtkaziladi.',
      ru: 'По абонементу кассовое ПО обновляется вовремя, а инженер приезжает в течение 24 часов после обращения. На время ремонта предоставляется подменное устройство. Раз в квартал проводится профилактический осмотр.',
      en: 'Under the subscription the register’s software is kept up to date and an engineer arrives within 24 hours of a call. A replacement device is provided while yours is being repaired. A preventive check is carried out every quarter.',
    },
    audience: {
      uz: 'Onlayn-NKMdan foydalanuvchi korxonalar va tadbirkorlar',
      ru: 'Предприятия и предприниматели, использующие онлайн-ККМ',
      en: 'Businesses that use online cash registers',
    },
    documents: [
      { uz: 'Xizmat koʻrsatish shartnomasi', ru: 'Договор на обслуживание', en: 'Service agreement' },
      { uz: 'Kassaning roʻyxatdan oʻtganlik kartochkasi', ru: 'Регистрационная карточка кассы', en: 'The register’s registration card' },
    ],
    duration: { uz: 'murojaatdan keyin 24 soat ichida', ru: 'в течение 24 часов после обращения', en: 'within 24 hours of the request' },
    popularity: 67,
  },
  {
    slug: 'tax-reporting-software',
    category: 'business',
    servicename: {
      uz: 'Soliq hisobotlarini tayyorlash dasturi',
      ru: 'Программа подготовки налоговой отчётности',
      en: 'Tax reporting software',
    },
    servicename_sum: 480000,
    unit: { uz: 'bitta litsenziya, yiliga', ru: 'за одну лицензию в год', en: 'per licence per year' },
    summary: {
      uz: 'Soliq va statistika hisobotlarini tayyorlash, tekshirish va elektron yuborish uchun dastur.',
      ru: 'Программа для подготовки, проверки и электронной сдачи налоговой и статистической отчётности.',
      en: 'Software for preparing, checking and filing tax and statistical reports electronically.',
    },
    description: {
      uz: 'Dastur hisobot shakllarini qonunchilik oʻzgarishlariga muvofiq avtomatik yangilaydi va yuborishdan oldin nazorat nisbatlarini tekshiradi. Buxgalteriya dasturlaridan maʼlumotlarni import qilish imkoniyati mavjud. Litsenziyaga texnik qoʻllab-quvvatlash kiradi.',
      ru: 'Программа автоматически обновляет формы отчётности с учётом изменений законодательства и проверяет контрольные соотношения перед отправкой. Поддерживается импорт данных из бухгалтерских программ. Техническая поддержка входит в лицензию.',
      en: 'The software updates the report forms automatically when the law changes and checks the control ratios before filing. Data can be imported from accounting programs. Technical support is included in the licence.',
    },
    audience: {
      uz: 'Buxgalterlar, buxgalteriya autsorsing kompaniyalari',
      ru: 'Бухгалтеры, компании бухгалтерского аутсорсинга',
      en: 'Accountants and outsourced accounting firms',
    },
    documents: [
      { uz: 'Tashkilot rekvizitlari', ru: 'Реквизиты организации', en: 'Company details' },
      { uz: 'Vakolatli shaxsning ERI kaliti', ru: 'Ключ ЭЦП уполномоченного лица', en: 'The EDS key of an authorised person' },
    ],
    duration: { uz: '1 ish kuni', ru: '1 рабочий день', en: '1 working day' },
    popularity: 61,
  },
  {
    slug: 'business-tax-consulting',
    category: 'business',
    servicename: {
      uz: 'Yuridik shaxslar uchun soliq maslahati',
      ru: 'Налоговое консультирование юридических лиц',
      en: 'Tax consulting for companies',
    },
    servicename_sum: 600000,
    unit: { uz: 'bitta maslahat uchun (2 soatgacha)', ru: 'за одну консультацию (до 2 часов)', en: 'per consultation (up to 2 hours)' },
    summary: {
      uz: 'Soliq rejimini tanlash, QQS, foyda soligʻi va soliq tekshiruvlariga tayyorgarlik boʻyicha yozma yoki ogʻzaki maslahat.',
      ru: 'Письменная или устная консультация по выбору налогового режима, НДС, налогу на прибыль и подготовке к налоговым проверкам.',
      en: 'Written or oral advice on choosing a tax regime, VAT, profit tax and preparing for tax audits.',
    },
    description: {
      uz: 'Maslahatni tajribali soliq maslahatchilari olib boradi. Murojaat oldidan savollar va hujjatlar nusxalarini yuborsangiz, javob aniq vaziyatingizga moslab tayyorlanadi. Yozma xulosa 3 ish kuni ichida taqdim etiladi.',
      ru: 'Консультации проводят опытные налоговые консультанты. Если заранее прислать вопросы и копии документов, ответ будет подготовлен с учётом вашей конкретной ситуации. Письменное заключение предоставляется в течение 3 рабочих дней.',
      en: 'Consultations are given by experienced tax advisers. If you send your questions and copies of documents in advance, the answer is tailored to your situation. A written opinion is provided within 3 working days.',
    },
    audience: {
      uz: 'Kichik va oʻrta biznes, xorijiy investitsiyali korxonalar',
      ru: 'Малый и средний бизнес, предприятия с иностранными инвестициями',
      en: 'Small and medium businesses, foreign-invested companies',
    },
    documents: [
      { uz: 'Savollar roʻyxati', ru: 'Перечень вопросов', en: 'A list of questions' },
      {
        uz: 'Tegishli shartnomalar va hisobotlar nusxalari',
        ru: 'Копии соответствующих договоров и отчётов',
        en: 'Copies of the relevant contracts and reports',
      },
    ],
    duration: { uz: '3 ish kuni', ru: '3 рабочих дня', en: '3 working days' },
    popularity: 48,
  },
  {
    slug: 'payment-integration',
    category: 'business',
    servicename: {
      uz: 'Toʻlov tizimlari bilan integratsiya',
      ru: 'Интеграция с платёжными системами',
      en: 'Payment system integration',
    },
    servicename_sum: 1200000,
    unit: { uz: 'bir martalik, bitta loyiha uchun', ru: 'разово, за один проект', en: 'one-off, per project' },
    summary: {
      uz: 'Internet-doʻkon yoki toʻlov terminallarini fiskal cheklar va soliq organlari tizimlari bilan bogʻlash.',
      ru: 'Подключение интернет-магазина или платёжных терминалов к фискальным чекам и системам налоговых органов.',
      en: 'Linking an online shop or payment terminals to fiscal receipts and the tax authorities’ systems.',
    },
    description: {
      uz: 'Mutaxassislarimiz toʻlov agregatori va biznesingiz tizimi oʻrtasida elektron fiskal cheklarni avtomatik yaratishni sozlaydi. Integratsiya sinov muhitida tekshiriladi, soʻng ishchi muhitga oʻtkaziladi. Loyiha hujjatlari va API boʻyicha qoʻllanma topshiriladi.',
      ru: 'Наши специалисты настроят автоматическое формирование электронных фискальных чеков между платёжным агрегатором и системой вашего бизнеса. Интеграция проверяется в тестовой среде, затем переводится в рабочую. Передаются проектная документация и руководство по API.',
      en: 'Our specialists set up automatic electronic fiscal receipts between the payment aggregator and your business system. The integration is tested in a sandbox before going live. You receive the project documentation and an API guide.',
    },
    audience: {
      uz: 'Internet-doʻkonlar, xizmat koʻrsatuvchi platformalar, toʻlov agregatorlari',
      ru: 'Интернет-магазины, сервисные платформы, платёжные агрегаторы',
      en: 'Online shops, service platforms, payment aggregators',
    },
    documents: [
      { uz: 'Texnik topshiriq', ru: 'Техническое задание', en: 'Technical specification' },
      {
        uz: 'Toʻlov tizimi bilan shartnoma nusxasi',
        ru: 'Копия договора с платёжной системой',
        en: 'A copy of your contract with the payment system',
      },
      { uz: 'Rahbarning ERI kaliti', ru: 'Ключ ЭЦП руководителя', en: 'The director’s EDS key' },
    ],
    duration: { uz: '10–15 ish kuni', ru: '10–15 рабочих дней', en: '10–15 working days' },
    popularity: 52,
  },
  {
    slug: 'accountant-training',
    category: 'business',
    servicename: {
      uz: 'Buxgalterlar uchun malaka oshirish kursi',
      ru: 'Курс повышения квалификации для бухгалтеров',
      en: 'Professional course for accountants',
    },
    servicename_sum: 900000,
    unit: { uz: 'bitta tinglovchi uchun', ru: 'за одного слушателя', en: 'per participant' },
    summary: {
      uz: 'Soliq kodeksidagi soʻnggi oʻzgarishlar, elektron hisobotlar va e-faktura bilan ishlash boʻyicha 40 soatlik kurs.',
      ru: '40-часовой курс о последних изменениях Налогового кодекса, электронной отчётности и работе с ЭСФ.',
      en: 'A 40-hour course on the latest Tax Code changes, electronic reporting and e-invoicing.',
    },
    description: {
      uz: 'Kurs amaliyotchi mutaxassislar tomonidan olib boriladi va real holatlar tahliliga asoslanadi. Tinglovchilar oʻquv muhitida hisobot tayyorlash va elektron hujjatlar bilan ishlashni mashq qiladi. Yakuniy testdan muvaffaqiyatli oʻtganlarga malaka oshirish sertifikati beriladi.',
      ru: 'Курс ведут практикующие специалисты, занятия построены на разборе реальных случаев. Слушатели отрабатывают подготовку отчётности и работу с электронными документами в учебной среде. Успешно сдавшим итоговый тест выдаётся сертификат о повышении квалификации.',
      en: 'The course is taught by practising specialists and built around real cases. Participants practise preparing reports and handling electronic documents in a training environment. Those who pass the final test receive a certificate.',
    },
    audience: {
      uz: 'Bosh buxgalterlar, buxgalterlar va moliya xodimlari',
      ru: 'Главные бухгалтеры, бухгалтеры и сотрудники финансовых служб',
      en: 'Chief accountants, accountants and finance staff',
    },
    documents: [
      {
        uz: 'Tashkilotdan yoʻllanma yoki shaxsiy ariza',
        ru: 'Направление от организации или личное заявление',
        en: 'A referral from your employer or a personal application',
      },
      { uz: 'Pasport yoki ID-karta', ru: 'Паспорт или ID-карта', en: 'Passport or ID card' },
    ],
    duration: { uz: '2 hafta (40 soat)', ru: '2 недели (40 часов)', en: '2 weeks (40 hours)' },
    popularity: 45,
  },
];

export const businessProducts: BusinessProductSeed[] = [
  {
    slug: 'payment-api',
    title: {
      uz: 'Toʻlov tizimlari uchun integratsiya API',
      ru: 'API интеграции для платёжных систем',
      en: 'Integration API for payment systems',
    },
    summary: {
      uz: 'Banklar va toʻlov tizimlari uchun soliq toʻlovlarini qabul qilish va fiskal cheklarni yaratish boʻyicha REST API.',
      ru: 'REST API для банков и платёжных систем: приём налоговых платежей и формирование фискальных чеков.',
      en: 'A REST API for banks and payment systems to accept tax payments and issue fiscal receipts.',
    },
    details: {
      uz: '<p>API orqali toʻlov tizimi soliq toʻlovchining qarzdorligini STIR boʻyicha tekshiradi, toʻlovni qabul qiladi va uni soliq organlariga real vaqtda yetkazadi.</p><h3>Imkoniyatlar</h3><ul><li>Qarzdorlik va hisoblangan soliqlarni soʻrash</li><li>Toʻlov holatini kuzatish</li><li>Elektron fiskal cheklar yaratish</li></ul><p>Ulanishdan oldin <strong>sinov muhitida</strong> bepul tekshirish mumkin.</p>',
      ru: '<p>Через API платёжная система проверяет задолженность налогоплательщика по ИНН, принимает платёж и в реальном времени передаёт его в налоговые органы.</p><h3>Возможности</h3><ul><li>Запрос задолженности и начисленных налогов</li><li>Отслеживание статуса платежа</li><li>Формирование электронных фискальных чеков</li></ul><p>Перед подключением можно бесплатно проверить работу в <strong>тестовой среде</strong>.</p>',
      en: '<p>Through the API a payment system checks a taxpayer’s balance by TIN, accepts the payment and passes it on to the tax authorities in real time.</p><h3>What it does</h3><ul><li>Look up arrears and assessed taxes</li><li>Track payment status</li><li>Issue electronic fiscal receipts</li></ul><p>You can try it free of charge in the <strong>sandbox</strong> before connecting.</p>',
    },
    features: [
      { uz: 'Soatiga 100 000 tagacha soʻrov', ru: 'До 100 000 запросов в час', en: 'Up to 100,000 requests an hour' },
      { uz: 'OAuth 2.0 va ERI bilan himoya', ru: 'Защита OAuth 2.0 и ЭЦП', en: 'Secured with OAuth 2.0 and EDS' },
      { uz: '99,9% ishlash kafolati (SLA)', ru: 'Гарантия доступности 99,9% (SLA)', en: '99.9% uptime guarantee (SLA)' },
      {
        uz: 'Sinov muhiti va texnik hujjatlar',
        ru: 'Тестовая среда и техническая документация',
        en: 'Sandbox and technical documentation',
      },
    ],
    price: null,
  },
  {
    slug: 'accounting-connector',
    title: {
      uz: 'Buxgalteriya dasturlari uchun konnektor',
      ru: 'Коннектор для бухгалтерских программ',
      en: 'Accounting software connector',
    },
    summary: {
      uz: 'Buxgalteriya dasturingizdan hisob-fakturalar va hisobotlarni toʻgʻridan-toʻgʻri yuborish moduli.',
      ru: 'Модуль для отправки счетов-фактур и отчётности прямо из вашей бухгалтерской программы.',
      en: 'A module that sends invoices and reports straight from your accounting program.',
    },
    details: {
      uz: '<p>Konnektor keng tarqalgan buxgalteriya dasturlariga oʻrnatiladi va hujjatlarni qayta kiritish zaruratini yoʻqotadi.</p><ul><li>Hisob-fakturalar avtomatik yuklanadi</li><li>Kontragentlardan kelgan hujjatlar dasturga qaytariladi</li><li>Hisobotlar bir tugma bilan yuboriladi</li></ul><p>Oʻrnatish va sozlash narxga kiradi.</p>',
      ru: '<p>Коннектор устанавливается в распространённые бухгалтерские программы и избавляет от повторного ввода документов.</p><ul><li>Счета-фактуры выгружаются автоматически</li><li>Документы от контрагентов загружаются обратно в программу</li><li>Отчётность отправляется одной кнопкой</li></ul><p>Установка и настройка входят в стоимость.</p>',
      en: '<p>The connector plugs into popular accounting programs, so documents never have to be entered twice.</p><ul><li>Invoices are uploaded automatically</li><li>Documents from counterparties come back into the program</li><li>Reports are filed with one click</li></ul><p>Installation and setup are included in the price.</p>',
    },
    features: [
      { uz: 'Ikki tomonlama sinxronlash', ru: 'Двусторонняя синхронизация', en: 'Two-way synchronisation' },
      { uz: 'Toʻplamli imzolash', ru: 'Пакетное подписание', en: 'Batch signing' },
      { uz: 'Xatolar jurnali va bildirishnomalar', ru: 'Журнал ошибок и уведомления', en: 'Error log and notifications' },
    ],
    price: 190000,
  },
  {
    slug: 'e-invoice-gateway',
    title: {
      uz: 'E-faktura shlyuzi',
      ru: 'Шлюз электронных счетов-фактур',
      en: 'E-invoice gateway',
    },
    summary: {
      uz: 'Oyiga minglab hisob-faktura chiqaradigan yirik kompaniyalar uchun ERP tizimi bilan toʻgʻridan-toʻgʻri bogʻlanish.',
      ru: 'Прямое подключение ERP-системы для крупных компаний, выставляющих тысячи счетов-фактур в месяц.',
      en: 'A direct ERP connection for large companies that issue thousands of invoices a month.',
    },
    details: {
      uz: '<p>Shlyuz korxonaning ERP tizimidan hujjatlarni toʻplam bilan qabul qiladi, ularni <strong>server ERI kaliti</strong> bilan imzolaydi va soliq organlari tizimiga yuboradi.</p><h3>Kimlar uchun</h3><p>Chakana savdo tarmoqlari, distributorlar, kommunal korxonalar va telekommunikatsiya operatorlari uchun.</p>',
      ru: '<p>Шлюз принимает документы пакетами из ERP-системы предприятия, подписывает их <strong>серверным ключом ЭЦП</strong> и передаёт в систему налоговых органов.</p><h3>Для кого</h3><p>Для розничных сетей, дистрибьюторов, коммунальных предприятий и операторов связи.</p>',
      en: '<p>The gateway takes batches of documents from the company’s ERP system, signs them with a <strong>server EDS key</strong> and sends them to the tax authorities’ system.</p><h3>Who it is for</h3><p>Retail chains, distributors, utilities and telecom operators.</p>',
    },
    features: [
      { uz: 'Kuniga 50 000 tagacha hujjat', ru: 'До 50 000 документов в сутки', en: 'Up to 50,000 documents a day' },
      { uz: 'Server ERI kaliti', ru: 'Серверный ключ ЭЦП', en: 'Server EDS key' },
      { uz: 'Shaxsiy menejer', ru: 'Персональный менеджер', en: 'A dedicated account manager' },
    ],
    price: 1200000,
  },
  {
    slug: 'bulk-eds',
    title: {
      uz: 'Kompaniyalar uchun ERI kalitlari toʻplami',
      ru: 'Пакет ключей ЭЦП для компаний',
      en: 'Bulk EDS keys for companies',
    },
    summary: {
      uz: 'Xodimlar uchun ERI kalitlarini ofisingizda rasmiylashtirish va markazlashgan boshqarish.',
      ru: 'Оформление ключей ЭЦП для сотрудников в вашем офисе и централизованное управление ими.',
      en: 'EDS keys for your staff, issued at your office and managed centrally.',
    },
    details: {
      uz: '<p>Mutaxassislarimiz ofisingizga kelib, 10 va undan ortiq xodim uchun kalitlarni bir kunda rasmiylashtiradi.</p><ul><li>Kalitlar muddatini kuzatish paneli</li><li>Muddat tugashidan oldin eslatmalar</li><li>Ishdan ketgan xodim kalitini tezkor bekor qilish</li></ul>',
      ru: '<p>Наши специалисты приедут в ваш офис и за один день оформят ключи для 10 и более сотрудников.</p><ul><li>Панель контроля сроков действия ключей</li><li>Напоминания до истечения срока</li><li>Оперативный отзыв ключа уволившегося сотрудника</li></ul>',
      en: '<p>Our specialists come to your office and issue keys for 10 or more employees in one day.</p><ul><li>A dashboard of key expiry dates</li><li>Reminders before keys expire</li><li>Quick revocation when an employee leaves</li></ul>',
    },
    features: [
      { uz: 'Ofisga chiqib xizmat koʻrsatish', ru: 'Выездное обслуживание', en: 'On-site service' },
      { uz: 'Kalitlar boshqaruv paneli', ru: 'Панель управления ключами', en: 'Key management dashboard' },
      { uz: '10 tadan ortiq kalitga chegirma', ru: 'Скидка от 10 ключей', en: 'Discount from 10 keys' },
    ],
    price: 350000,
  },
  {
    slug: 'cash-register-monitoring',
    title: {
      uz: 'Kassa apparatlari parkini monitoring qilish',
      ru: 'Мониторинг парка кассовых аппаратов',
      en: 'Cash register fleet monitoring',
    },
    summary: {
      uz: 'Barcha savdo nuqtalaridagi onlayn-NKMlarning holati, tushum va fiskal modul muddatlarini bitta panelda kuzatish.',
      ru: 'Состояние онлайн-ККМ, выручка и сроки фискальных модулей во всех торговых точках — на одной панели.',
      en: 'The status, takings and fiscal module deadlines of every cash register in all your shops on one dashboard.',
    },
    details: {
      uz: '<p>Panel har bir kassaning aloqa holatini koʻrsatadi va maʼlumotlar <strong>soliq organlariga yetib bormagan</strong> hollarda darhol ogohlantiradi.</p><h3>Hisobotlar</h3><ul><li>Savdo nuqtalari boʻyicha kunlik tushum</li><li>Qaytarilgan cheklar tahlili</li><li>Fiskal modullar muddati</li></ul>',
      ru: '<p>Панель показывает состояние связи каждой кассы и сразу предупреждает, если данные <strong>не дошли до налоговых органов</strong>.</p><h3>Отчёты</h3><ul><li>Дневная выручка по торговым точкам</li><li>Анализ чеков возврата</li><li>Сроки фискальных модулей</li></ul>',
      en: '<p>The dashboard shows each register’s connection status and warns you at once if data has <strong>not reached the tax authorities</strong>.</p><h3>Reports</h3><ul><li>Daily takings by shop</li><li>Refund receipt analysis</li><li>Fiscal module expiry dates</li></ul>',
    },
    features: [
      { uz: 'Real vaqt rejimidagi holat', ru: 'Статус в реальном времени', en: 'Real-time status' },
      { uz: 'Telegram va SMS orqali ogohlantirish', ru: 'Оповещения в Telegram и по SMS', en: 'Alerts via Telegram and SMS' },
      { uz: 'Excel formatida eksport', ru: 'Экспорт в Excel', en: 'Excel export' },
    ],
    price: 240000,
  },
  {
    slug: 'tax-consulting-subscription',
    title: {
      uz: 'Soliq maslahati obunasi',
      ru: 'Абонемент налогового консультирования',
      en: 'Tax consulting subscription',
    },
    summary: {
      uz: 'Oyiga belgilangan hajmdagi yozma va ogʻzaki maslahatlar hamda qonunchilik oʻzgarishlari sharhi.',
      ru: 'Фиксированный объём письменных и устных консультаций в месяц и обзор изменений законодательства.',
      en: 'A fixed monthly number of written and oral consultations, plus a digest of legal changes.',
    },
    details: {
      uz: '<p>Obuna kompaniyangizga biriktirilgan soliq maslahatchisi bilan doimiy aloqani taʼminlaydi.</p><ol><li>Oyiga 5 tagacha yozma maslahat</li><li>Cheklanmagan telefon maslahatlari</li><li>Har oylik qonunchilik sharhi</li></ol><p><em>Soliq tekshiruvi vaqtida qoʻshimcha yordam alohida kelishiladi.</em></p>',
      ru: '<p>Абонемент обеспечивает постоянную связь с закреплённым за вашей компанией налоговым консультантом.</p><ol><li>До 5 письменных консультаций в месяц</li><li>Неограниченные консультации по телефону</li><li>Ежемесячный обзор законодательства</li></ol><p><em>Дополнительная поддержка во время налоговой проверки согласуется отдельно.</em></p>',
      en: '<p>The subscription gives your company a named tax adviser you can reach at any time.</p><ol><li>Up to 5 written opinions a month</li><li>Unlimited phone consultations</li><li>A monthly digest of legal changes</li></ol><p><em>Extra support during a tax audit is agreed separately.</em></p>',
    },
    features: [
      { uz: 'Biriktirilgan maslahatchi', ru: 'Закреплённый консультант', en: 'A named adviser' },
      { uz: 'Javob 2 ish kuni ichida', ru: 'Ответ в течение 2 рабочих дней', en: 'Answers within 2 working days' },
      { uz: 'Qonunchilik sharhi', ru: 'Обзор законодательства', en: 'Legal digest' },
    ],
    price: 1500000,
  },
];

export const personalProducts: PersonalProductSeed[] = [
  {
    slug: 'eds-key-2-years',
    title: { uz: 'ERI kaliti — 2 yil', ru: 'Ключ ЭЦП — 2 года', en: 'EDS key — 2 years' },
    description: {
      uz: 'Jismoniy shaxs uchun yangi ERI kaliti. Onlayn buyurtma berib, markazga navbatsiz keling.',
      ru: 'Новый ключ ЭЦП для физического лица. Оформите заказ онлайн и приходите в центр без очереди.',
      en: 'A new EDS key for an individual. Order online and skip the queue at the centre.',
    },
    price: 49000,
    unit: { uz: 'bitta kalit', ru: 'один ключ', en: 'one key' },
    serviceSlug: 'eds-key',
  },
  {
    slug: 'eds-key-renewal-online',
    title: { uz: 'ERI kalitini yangilash', ru: 'Перевыпуск ключа ЭЦП', en: 'EDS key renewal' },
    description: {
      uz: 'Muddati tugayotgan kalitni yangilash uchun ariza. Tayyor boʻlgach SMS xabar olasiz.',
      ru: 'Заявка на перевыпуск ключа с истекающим сроком. Когда всё будет готово, придёт SMS.',
      en: 'Apply to renew an expiring key. You will get an SMS when it is ready.',
    },
    price: 39000,
    unit: { uz: 'bitta kalit', ru: 'один ключ', en: 'one key' },
    serviceSlug: 'eds-key-renewal',
  },
  {
    slug: 'eds-token-kit',
    title: { uz: 'USB-token va kalitni yozish', ru: 'USB-токен с записью ключа', en: 'USB token with key set-up' },
    description: {
      uz: 'Himoyalangan USB-token, ERI kalitini unga yozish va drayverlarni oʻrnatish.',
      ru: 'Защищённый USB-токен, запись на него ключа ЭЦП и установка драйверов.',
      en: 'A secure USB token, with your EDS key written to it and the drivers installed.',
    },
    price: 95000,
    unit: { uz: 'bitta qurilma', ru: 'одно устройство', en: 'one device' },
    serviceSlug: 'eds-token',
  },
  {
    slug: 'cabinet-setup',
    title: { uz: 'Shaxsiy kabinetni sozlash', ru: 'Настройка персонального кабинета', en: 'Personal cabinet set-up' },
    description: {
      uz: 'Shaxsiy kabinet va mobil ilovaga kirish, bildirishnomalarni ulashda yordam.',
      ru: 'Помощь со входом в персональный кабинет и мобильное приложение, подключение уведомлений.',
      en: 'Help signing in to the personal cabinet and mobile app, and turning on notifications.',
    },
    price: 35000,
    unit: { uz: 'bitta murojaat', ru: 'одно обращение', en: 'one visit' },
    serviceSlug: 'personal-cabinet-setup',
  },
  {
    slug: 'income-return-help',
    title: { uz: 'Deklaratsiyani topshirish', ru: 'Подача декларации', en: 'Filing your tax return' },
    description: {
      uz: 'Daromadlar toʻgʻrisidagi deklaratsiyani mutaxassis yordamida toʻldirish va yuborish.',
      ru: 'Заполнение и подача декларации о доходах с помощью специалиста.',
      en: 'Have a specialist fill in and file your income tax return.',
    },
    price: 85000,
    unit: { uz: 'bitta deklaratsiya', ru: 'одна декларация', en: 'one return' },
    serviceSlug: 'declaration-assistance',
  },
  {
    slug: 'no-arrears-certificate',
    title: { uz: 'Qarz yoʻqligi haqida maʼlumotnoma', ru: 'Справка об отсутствии задолженности', en: 'No-arrears certificate' },
    description: {
      uz: 'QR-kodli maʼlumotnomani buyurtma qiling va uni markazdan yoki elektron pochta orqali oling.',
      ru: 'Закажите справку с QR-кодом и получите её в центре или по электронной почте.',
      en: 'Order a QR-coded certificate and collect it at a centre or receive it by e-mail.',
    },
    price: 45000,
    unit: { uz: 'bitta maʼlumotnoma', ru: 'одна справка', en: 'one certificate' },
    serviceSlug: 'tax-debt-certificate',
  },
  {
    slug: 'income-statement',
    title: { uz: 'Daromadlar haqida maʼlumotnoma', ru: 'Справка о доходах', en: 'Income statement' },
    description: {
      uz: 'Kredit yoki viza uchun daromadlar va ushlangan soliqlar haqida rasmiy maʼlumotnoma.',
      ru: 'Официальная справка о доходах и удержанных налогах для кредита или визы.',
      en: 'An official statement of income and tax withheld for a loan or visa application.',
    },
    price: 40000,
    unit: { uz: 'bitta maʼlumotnoma', ru: 'одна справка', en: 'one statement' },
    serviceSlug: 'income-certificate',
  },
  {
    slug: 'self-employed-start',
    title: { uz: 'Oʻzini oʻzi band qilish: start', ru: 'Самозанятость: старт', en: 'Self-employment: getting started' },
    description: {
      uz: 'Faoliyat turini tanlash va mobil ilova orqali roʻyxatdan oʻtishda shaxsiy yordam.',
      ru: 'Личная помощь в выборе вида деятельности и регистрации через мобильное приложение.',
      en: 'One-to-one help choosing your activity and registering through the mobile app.',
    },
    price: 50000,
    unit: { uz: 'bitta murojaat', ru: 'одно обращение', en: 'one session' },
    serviceSlug: 'self-employed-registration',
  },
];
