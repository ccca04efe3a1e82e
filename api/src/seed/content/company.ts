/**
 * Sample company profile of the state unitary enterprise "Soliq servis": staff, departments,
 * structure, certificates, awards, key figures, partners and the mobile app.
 * All people and partner organisations are fictional.
 */
import type {
  AchievementSeed,
  AwardSeed,
  CertificateSeed,
  CompanyProfileSeed,
  DepartmentSeed,
  MobileAppSeed,
  PartnerSeed,
  StaffSeed,
  StructureNodeSeed,
} from './types.ts';

export const companyProfile: CompanyProfileSeed = {
  name: {
    uz: '«Soliq servis» davlat unitar korxonasi',
    ru: 'Государственное унитарное предприятие «Солиқ сервис»',
    en: 'Soliq Service State Unitary Enterprise',
  },
  shortName: { uz: 'Soliq servis', ru: 'Солиқ сервис', en: 'Soliq Service' },
  intro: {
    uz: '«Soliq servis» DUK Davlat soliq qoʻmitasi tizimidagi korxona boʻlib, soliq toʻlovchilarga elektron xizmatlar koʻrsatadi: elektron hisob-fakturalar, onlayn nazorat-kassa mashinalari, elektron raqamli imzo kalitlari, shaxsiy kabinet va 1198 call-markazi. Korxona butun respublika boʻylab 14 ta hududiy filial orqali ishlaydi.',
    ru: 'ГУП «Солиқ сервис» — предприятие системы Государственного налогового комитета, которое оказывает налогоплательщикам электронные услуги: электронные счета-фактуры, онлайн-контрольно-кассовые машины, ключи электронной цифровой подписи, персональный кабинет и колл-центр 1198. Предприятие работает по всей республике через 14 региональных филиалов.',
    en: 'Soliq Service is a state unitary enterprise within the State Tax Committee system that provides electronic services to taxpayers: e-invoicing, online cash registers, electronic digital signature keys, the personal cabinet and the 1198 call centre. It works across the country through 14 regional branches.',
  },
  details: {
    uz: '<p>Korxona soliq maʼmuriyatchiligini raqamlashtirish va soliq toʻlovchilarga qulay xizmat koʻrsatish maqsadida tashkil etilgan. Bugungi kunda korxona soliq organlarining bir qator axborot tizimlarini ishlatadi va qoʻllab-quvvatlaydi.</p><h2>Asosiy yoʻnalishlar</h2><ul><li>elektron hisob-fakturalar tizimini yuritish va rivojlantirish;</li><li>onlayn-NKM va virtual kassalarni roʻyxatdan oʻtkazish hamda fiskal maʼlumotlarni qabul qilish;</li><li>ERI kalitlarini berish va ularning amal qilishini taʼminlash;</li><li>soliq toʻlovchining shaxsiy kabineti va mobil ilovasini rivojlantirish;</li><li>1198 call-markazi orqali maslahat berish;</li><li>soliq toʻlovchilar va buxgalterlarni oʻqitish.</li></ul><h2>Raqamlarda</h2><p>2025-yilda tizim orqali <strong>148 million</strong>dan ortiq elektron hisob-faktura rasmiylashtirildi, <strong>412 ming</strong>dan ortiq onlayn-NKM ulandi, call-markaz esa 1,8 milliondan ortiq qoʻngʻiroqqa javob berdi.</p><blockquote>Bizning maqsadimiz — soliq majburiyatlarini bajarishni oddiy, tez va shaffof qilish.</blockquote>',
    ru: '<p>Предприятие создано для цифровизации налогового администрирования и удобного обслуживания налогоплательщиков. Сегодня оно эксплуатирует и сопровождает ряд информационных систем налоговых органов.</p><h2>Основные направления</h2><ul><li>ведение и развитие системы электронных счетов-фактур;</li><li>регистрация онлайн-ККМ и виртуальных касс, приём фискальных данных;</li><li>выдача ключей ЭЦП и обеспечение их действия;</li><li>развитие персонального кабинета налогоплательщика и мобильного приложения;</li><li>консультирование через колл-центр 1198;</li><li>обучение налогоплательщиков и бухгалтеров.</li></ul><h2>В цифрах</h2><p>В 2025 году через систему оформлено более <strong>148 миллионов</strong> электронных счетов-фактур, подключено более <strong>412 тысяч</strong> онлайн-ККМ, а колл-центр ответил более чем на 1,8 миллиона звонков.</p><blockquote>Наша цель — сделать исполнение налоговых обязательств простым, быстрым и прозрачным.</blockquote>',
    en: '<p>The enterprise was set up to digitise tax administration and make it easier for taxpayers to deal with the tax authorities. Today it runs and maintains several of the tax authorities’ information systems.</p><h2>What we do</h2><ul><li>run and develop the e-invoicing system;</li><li>register online and virtual cash registers and receive fiscal data;</li><li>issue EDS keys and keep them valid;</li><li>develop the taxpayer’s personal cabinet and mobile app;</li><li>answer questions through the 1198 call centre;</li><li>train taxpayers and accountants.</li></ul><h2>In figures</h2><p>In 2025 more than <strong>148 million</strong> e-invoices went through the system, more than <strong>412,000</strong> online cash registers were connected, and the call centre answered more than 1.8 million calls.</p><blockquote>Our aim is to make meeting your tax obligations simple, fast and transparent.</blockquote>',
  },
  mission: {
    uz: 'Zamonaviy raqamli xizmatlar orqali soliq toʻlovchilarning vaqtini tejash va soliq tizimiga boʻlgan ishonchni mustahkamlash.',
    ru: 'Экономить время налогоплательщиков и укреплять доверие к налоговой системе с помощью современных цифровых услуг.',
    en: 'To save taxpayers time and build trust in the tax system through modern digital services.',
  },
  founded: '2004-06-01',
  address: {
    uz: 'Toshkent shahri, Yunusobod tumani, Abdulla Qodiriy koʻchasi, 12A-uy, 100084',
    ru: '100084, г. Ташкент, Юнусабадский район, улица Абдуллы Кадыри, 12А',
    en: '12A Abdulla Qodiriy Street, Yunusabad District, Tashkent 100084',
  },
  phone_number: '+998712021198',
  callCentre: '1198',
  email: 'info@soliqservis.example',
  office_hours: {
    weekdays: { open: '09:00', close: '18:00' },
    saturday: null,
    lunch: { start: '13:00', end: '14:00' },
  },
  lat: 41.3331,
  lng: 69.2742,
  keyFigures: [
    {
      key: 'e_invoices',
      title: { uz: 'Rasmiylashtirilgan elektron hisob-fakturalar', ru: 'Оформленные электронные счета-фактуры', en: 'E-invoices issued' },
      unit: { uz: 'mln dona', ru: 'млн шт.', en: 'million' },
      points: [
        { year: 2019, value: 28 },
        { year: 2020, value: 46 },
        { year: 2021, value: 71 },
        { year: 2022, value: 94 },
        { year: 2023, value: 118 },
        { year: 2024, value: 136 },
        { year: 2025, value: 148 },
        { year: 2026, value: 160 },
      ],
    },
    {
      key: 'cash_registers',
      title: {
        uz: 'Ulangan onlayn-NKMlar (yil oxiriga)',
        ru: 'Подключённые онлайн-ККМ (на конец года)',
        en: 'Online cash registers connected (year end)',
      },
      unit: { uz: 'ming dona', ru: 'тыс. шт.', en: 'thousand' },
      points: [
        { year: 2019, value: 38 },
        { year: 2020, value: 96 },
        { year: 2021, value: 185 },
        { year: 2022, value: 262 },
        { year: 2023, value: 318 },
        { year: 2024, value: 371 },
        { year: 2025, value: 412 },
        { year: 2026, value: 445 },
      ],
    },
    {
      key: 'eds_keys',
      title: { uz: 'Berilgan ERI kalitlari (yil davomida)', ru: 'Выданные ключи ЭЦП (за год)', en: 'EDS keys issued (per year)' },
      unit: { uz: 'ming dona', ru: 'тыс. шт.', en: 'thousand' },
      points: [
        { year: 2019, value: 140 },
        { year: 2020, value: 262 },
        { year: 2021, value: 309 },
        { year: 2022, value: 336 },
        { year: 2023, value: 361 },
        { year: 2024, value: 388 },
        { year: 2025, value: 405 },
        { year: 2026, value: 420 },
      ],
    },
  ],
};

export const staff: StaffSeed[] = [
  // ---------------------------------------------------------------- leadership
  {
    slug: 'saidov-rustam',
    fio: { uz: 'Saidov Rustam Ilhomovich', ru: 'Саидов Рустам Ильхомович', en: 'Rustam Ilkhomovich Saidov' },
    position: { uz: 'Direktor', ru: 'Директор', en: 'Director' },
    group: 'leadership',
    order: 1,
    biography: {
      uz: '1976-yilda Toshkent shahrida tugʻilgan. Toshkent moliya institutini tamomlagan, iqtisodiyot fanlari nomzodi. Soliq organlarida 20 yildan ortiq ishlagan, 2019-yildan korxona direktori.',
      ru: 'Родился в 1976 году в Ташкенте. Окончил Ташкентский финансовый институт, кандидат экономических наук. Более 20 лет работал в налоговых органах, с 2019 года — директор предприятия.',
      en: 'Born in Tashkent in 1976. Graduated from the Tashkent Financial Institute and holds a PhD in economics. Worked in the tax authorities for more than 20 years; director of the enterprise since 2019.',
    },
    reception_hours: {
      uz: 'Har oyning birinchi va uchinchi seshanbasi, 10:00–12:00',
      ru: 'Первый и третий вторник месяца, 10:00–12:00',
      en: 'First and third Tuesday of the month, 10:00–12:00',
    },
    phone_number: '+998712021101',
    email: 'r.saidov@soliqservis.example',
  },
  {
    slug: 'nazarova-dilnoza',
    fio: { uz: 'Nazarova Dilnoza Akmalovna', ru: 'Назарова Дилноза Акмаловна', en: 'Dilnoza Akmalovna Nazarova' },
    position: { uz: 'Direktorning birinchi oʻrinbosari', ru: 'Первый заместитель директора', en: 'First Deputy Director' },
    group: 'leadership',
    order: 2,
    biography: {
      uz: '1981-yilda Samarqand shahrida tugʻilgan. Samarqand davlat universitetining iqtisodiyot fakultetini tamomlagan. Hududiy filiallar tarmogʻini rivojlantirish va xizmat sifatini oshirishga masʼul.',
      ru: 'Родилась в 1981 году в Самарканде. Окончила экономический факультет Самаркандского государственного университета. Отвечает за развитие сети региональных филиалов и качество обслуживания.',
      en: 'Born in Samarkand in 1981. Graduated from the economics faculty of Samarkand State University. Responsible for the regional branch network and service quality.',
    },
    reception_hours: {
      uz: 'Har payshanba, 14:00–16:00',
      ru: 'Каждый четверг, 14:00–16:00',
      en: 'Every Thursday, 14:00–16:00',
    },
    phone_number: '+998712021102',
    email: 'd.nazarova@soliqservis.example',
  },
  {
    slug: 'tursunov-jahongir',
    fio: { uz: 'Tursunov Jahongir Baxtiyorovich', ru: 'Турсунов Жахонгир Бахтиёрович', en: 'Jakhongir Bakhtiyorovich Tursunov' },
    position: {
      uz: 'Direktor oʻrinbosari — axborot texnologiyalari boʻyicha',
      ru: 'Заместитель директора по информационным технологиям',
      en: 'Deputy Director for Information Technology',
    },
    group: 'leadership',
    order: 3,
    biography: {
      uz: '1984-yilda Namangan shahrida tugʻilgan. Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universitetini tamomlagan. Elektron hisob-fakturalar va onlayn-NKM tizimlarini ishlab chiqishga rahbarlik qilgan.',
      ru: 'Родился в 1984 году в Намангане. Окончил Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми. Руководил разработкой систем электронных счетов-фактур и онлайн-ККМ.',
      en: 'Born in Namangan in 1984. Graduated from the Muhammad al-Khwarizmi Tashkent University of Information Technologies. Led the development of the e-invoicing and online cash register systems.',
    },
    reception_hours: {
      uz: 'Har oyning ikkinchi chorshanbasi, 10:00–12:00',
      ru: 'Вторая среда месяца, 10:00–12:00',
      en: 'Second Wednesday of the month, 10:00–12:00',
    },
    phone_number: '+998712021103',
    email: 'j.tursunov@soliqservis.example',
  },
  // ---------------------------------------------------------------- management
  {
    slug: 'abdullayev-sherzod',
    fio: { uz: 'Abdullayev Sherzod Komilovich', ru: 'Абдуллаев Шерзод Комилович', en: 'Sherzod Komilovich Abdullayev' },
    position: {
      uz: 'Elektron hisob-fakturalar boshqarmasi boshligʻi',
      ru: 'Начальник управления электронных счетов-фактур',
      en: 'Head of the E-invoicing Department',
    },
    group: 'management',
    order: 4,
    biography: {
      uz: 'Toshkent davlat iqtisodiyot universitetini tamomlagan. Korxonada 2012-yildan buyon ishlaydi, elektron hujjat aylanishi boʻyicha yetakchi mutaxassis.',
      ru: 'Окончил Ташкентский государственный экономический университет. Работает на предприятии с 2012 года, ведущий специалист по электронному документообороту.',
      en: 'Graduated from Tashkent State University of Economics. Has worked at the enterprise since 2012 and is a leading expert in electronic document exchange.',
    },
    reception_hours: { uz: 'Dushanba, 15:00–17:00', ru: 'Понедельник, 15:00–17:00', en: 'Monday, 15:00–17:00' },
    phone_number: '+998712021110',
    email: 's.abdullayev@soliqservis.example',
  },
  {
    slug: 'yusupova-malika',
    fio: { uz: 'Yusupova Malika Farhodovna', ru: 'Юсупова Малика Фарходовна', en: 'Malika Farkhodovna Yusupova' },
    position: {
      uz: 'Nazorat-kassa texnikasi boshqarmasi boshligʻi',
      ru: 'Начальник управления контрольно-кассовой техники',
      en: 'Head of the Cash Register Department',
    },
    group: 'management',
    order: 5,
    biography: {
      uz: 'Toshkent davlat texnika universitetini tamomlagan. Onlayn-NKMga oʻtish loyihasida ishtirok etgan, fiskal maʼlumotlar operatorlari bilan hamkorlikni muvofiqlashtiradi.',
      ru: 'Окончила Ташкентский государственный технический университет. Участвовала в проекте перехода на онлайн-ККМ, координирует работу с операторами фискальных данных.',
      en: 'Graduated from Tashkent State Technical University. Took part in the move to online cash registers and coordinates work with fiscal data operators.',
    },
    reception_hours: { uz: 'Seshanba, 14:00–16:00', ru: 'Вторник, 14:00–16:00', en: 'Tuesday, 14:00–16:00' },
    phone_number: '+998712021120',
    email: 'm.yusupova@soliqservis.example',
  },
  {
    slug: 'rahimov-otabek',
    fio: { uz: 'Rahimov Otabek Ulugʻbekovich', ru: 'Рахимов Отабек Улугбекович', en: 'Otabek Ulugbekovich Rakhimov' },
    position: {
      uz: 'ERI kalitlarini roʻyxatga olish markazi rahbari',
      ru: 'Руководитель центра регистрации ключей ЭЦП',
      en: 'Head of the EDS Key Registration Centre',
    },
    group: 'management',
    order: 6,
    biography: {
      uz: 'Axborot xavfsizligi boʻyicha mutaxassis. Kriptografik himoya vositalari va ochiq kalitlar infratuzilmasi sohasida 12 yillik tajribaga ega.',
      ru: 'Специалист по информационной безопасности. Имеет 12-летний опыт в области криптографической защиты и инфраструктуры открытых ключей.',
      en: 'An information security specialist with 12 years’ experience in cryptographic protection and public key infrastructure.',
    },
    reception_hours: { uz: 'Chorshanba, 15:00–17:00', ru: 'Среда, 15:00–17:00', en: 'Wednesday, 15:00–17:00' },
    phone_number: '+998712021130',
    email: 'o.rahimov@soliqservis.example',
  },
  {
    slug: 'ergasheva-nodira',
    fio: { uz: 'Ergasheva Nodira Shavkatovna', ru: 'Эргашева Нодира Шавкатовна', en: 'Nodira Shavkatovna Ergasheva' },
    position: {
      uz: 'Call-markaz 1198 rahbari',
      ru: 'Руководитель колл-центра 1198',
      en: 'Head of Call Centre 1198',
    },
    group: 'management',
    order: 7,
    biography: {
      uz: 'Oʻzbekiston davlat jahon tillari universitetini tamomlagan. Call-markazni uch tilda xizmat koʻrsatishga oʻtkazgan va javob kutish vaqtini ikki barobar qisqartirgan.',
      ru: 'Окончила Узбекский государственный университет мировых языков. Перевела колл-центр на обслуживание на трёх языках и вдвое сократила время ожидания ответа.',
      en: 'Graduated from the Uzbekistan State University of World Languages. Moved the call centre to service in three languages and halved the waiting time.',
    },
    reception_hours: { uz: 'Juma, 10:00–12:00', ru: 'Пятница, 10:00–12:00', en: 'Friday, 10:00–12:00' },
    phone_number: '+998712021140',
    email: 'n.ergasheva@soliqservis.example',
  },
  {
    slug: 'qodirov-bekzod',
    fio: { uz: 'Qodirov Bekzod Alisherovich', ru: 'Кодиров Бекзод Алишерович', en: 'Bekzod Alisherovich Qodirov' },
    position: {
      uz: 'Oʻquv-maslahat markazi rahbari',
      ru: 'Руководитель учебно-консультационного центра',
      en: 'Head of the Training and Consulting Centre',
    },
    group: 'management',
    order: 8,
    biography: {
      uz: 'Sertifikatlangan soliq maslahatchisi. Tadbirkorlar va buxgalterlar uchun 30 dan ortiq oʻquv dasturi muallifi.',
      ru: 'Сертифицированный налоговый консультант. Автор более 30 учебных программ для предпринимателей и бухгалтеров.',
      en: 'A certified tax adviser and the author of more than 30 training programmes for entrepreneurs and accountants.',
    },
    reception_hours: { uz: 'Payshanba, 10:00–12:00', ru: 'Четверг, 10:00–12:00', en: 'Thursday, 10:00–12:00' },
    phone_number: '+998712021150',
    email: 'b.qodirov@soliqservis.example',
  },
  // ---------------------------------------------------------------- team
  {
    slug: 'mirzayeva-gulnora',
    fio: { uz: 'Mirzayeva Gulnora Rustamovna', ru: 'Мирзаева Гульнора Рустамовна', en: 'Gulnora Rustamovna Mirzayeva' },
    position: {
      uz: 'Hududiy filiallar bilan ishlash boʻyicha bosh mutaxassis',
      ru: 'Главный специалист по работе с региональными филиалами',
      en: 'Chief Specialist, Regional Branches',
    },
    group: 'team',
    order: 9,
    biography: {
      uz: 'Hududiy filiallarning ish tartibini muvofiqlashtiradi va xizmat koʻrsatish standartlari bajarilishini nazorat qiladi.',
      ru: 'Координирует работу региональных филиалов и контролирует соблюдение стандартов обслуживания.',
      en: 'Coordinates the regional branches and checks that service standards are met.',
    },
    reception_hours: { uz: 'Ish kunlari, 14:00–17:00', ru: 'По рабочим дням, 14:00–17:00', en: 'Working days, 14:00–17:00' },
    phone_number: '+998712021161',
    email: 'g.mirzayeva@soliqservis.example',
  },
  {
    slug: 'hasanov-javlon',
    fio: { uz: 'Hasanov Javlon Erkinovich', ru: 'Хасанов Жавлон Эркинович', en: 'Javlon Erkinovich Khasanov' },
    position: {
      uz: 'Integratsiya boʻyicha yetakchi dasturchi',
      ru: 'Ведущий программист по интеграции',
      en: 'Lead Integration Engineer',
    },
    group: 'team',
    order: 10,
    biography: {
      uz: 'Toʻlov tizimlari va buxgalteriya dasturlari bilan integratsiya uchun API ishlab chiqadi hamda hamkorlarga texnik maslahat beradi.',
      ru: 'Разрабатывает API для интеграции с платёжными системами и бухгалтерскими программами, консультирует партнёров по техническим вопросам.',
      en: 'Develops the APIs for integration with payment systems and accounting software, and advises partners on technical questions.',
    },
    reception_hours: { uz: 'Oldindan kelishilgan holda', ru: 'По предварительной договорённости', en: 'By appointment' },
    phone_number: '+998712021172',
    email: 'j.hasanov@soliqservis.example',
  },
  {
    slug: 'umarova-sevara',
    fio: { uz: 'Umarova Sevara Baxodirovna', ru: 'Умарова Севара Баходировна', en: 'Sevara Bakhodirovna Umarova' },
    position: { uz: 'Soliq maslahatchisi', ru: 'Налоговый консультант', en: 'Tax Adviser' },
    group: 'team',
    order: 11,
    biography: {
      uz: 'QQS va foyda soligʻi masalalari boʻyicha yuridik shaxslarga maslahat beradi, soliq savodxonligi kursida mashgʻulotlar olib boradi.',
      ru: 'Консультирует юридических лиц по НДС и налогу на прибыль, ведёт занятия на курсе налоговой грамотности.',
      en: 'Advises companies on VAT and profit tax and teaches on the tax literacy course.',
    },
    reception_hours: {
      uz: 'Dushanba va chorshanba, 10:00–13:00',
      ru: 'Понедельник и среда, 10:00–13:00',
      en: 'Monday and Wednesday, 10:00–13:00',
    },
    phone_number: '+998712021153',
    email: 's.umarova@soliqservis.example',
  },
  {
    slug: 'xolmatov-doniyor',
    fio: { uz: 'Xolmatov Doniyor Sobirovich', ru: 'Холматов Дониёр Собирович', en: 'Doniyor Sobirovich Kholmatov' },
    position: {
      uz: 'Axborot xavfsizligi boʻyicha mutaxassis',
      ru: 'Специалист по информационной безопасности',
      en: 'Information Security Specialist',
    },
    group: 'team',
    order: 12,
    biography: {
      uz: 'Korxona axborot tizimlarining xavfsizligini monitoring qiladi va ISO/IEC 27001 talablariga muvofiqlikni taʼminlaydi.',
      ru: 'Ведёт мониторинг безопасности информационных систем предприятия и обеспечивает соответствие требованиям ISO/IEC 27001.',
      en: 'Monitors the security of the enterprise’s information systems and keeps them compliant with ISO/IEC 27001.',
    },
    reception_hours: { uz: 'Oldindan kelishilgan holda', ru: 'По предварительной договорённости', en: 'By appointment' },
    phone_number: '+998712021134',
    email: 'd.xolmatov@soliqservis.example',
  },
];

export const departments: DepartmentSeed[] = [
  {
    slug: 'e-invoicing',
    name: { uz: 'Elektron hisob-fakturalar boshqarmasi', ru: 'Управление электронных счетов-фактур', en: 'E-invoicing Department' },
    description: {
      uz: 'Elektron hisob-fakturalar tizimining ishlashini taʼminlaydi, yangi hujjat turlarini joriy etadi va foydalanuvchilarni qoʻllab-quvvatlaydi.',
      ru: 'Обеспечивает работу системы электронных счетов-фактур, внедряет новые виды документов и поддерживает пользователей.',
      en: 'Keeps the e-invoicing system running, introduces new document types and supports users.',
    },
    headSlug: 'abdullayev-sherzod',
    phone_number: '+998712021110',
  },
  {
    slug: 'cash-registers',
    name: { uz: 'Nazorat-kassa texnikasi boshqarmasi', ru: 'Управление контрольно-кассовой техники', en: 'Cash Register Department' },
    description: {
      uz: 'Onlayn-NKM va virtual kassalarni roʻyxatdan oʻtkazadi, fiskal modullarni hisobga oladi va texnik xizmat koʻrsatish markazlari ishini muvofiqlashtiradi.',
      ru: 'Регистрирует онлайн-ККМ и виртуальные кассы, ведёт учёт фискальных модулей и координирует работу центров технического обслуживания.',
      en: 'Registers online and virtual cash registers, keeps the fiscal module register and coordinates the maintenance centres.',
    },
    headSlug: 'yusupova-malika',
    phone_number: '+998712021120',
  },
  {
    slug: 'eds-registration-centre',
    name: { uz: 'ERI kalitlarini roʻyxatga olish markazi', ru: 'Центр регистрации ключей ЭЦП', en: 'EDS Key Registration Centre' },
    description: {
      uz: 'ERI kalitlarini beradi, yangilaydi va bekor qiladi, kalitlar reyestrini yuritadi.',
      ru: 'Выдаёт, перевыпускает и отзывает ключи ЭЦП, ведёт реестр ключей.',
      en: 'Issues, renews and revokes EDS keys and keeps the key register.',
    },
    headSlug: 'rahimov-otabek',
    phone_number: '+998712021130',
  },
  {
    slug: 'contact-centre',
    name: { uz: 'Call-markaz 1198', ru: 'Колл-центр 1198', en: 'Call Centre 1198' },
    description: {
      uz: 'Soliq toʻlovchilarning telefon, chat va elektron pochta orqali murojaatlariga oʻzbek, rus va ingliz tillarida javob beradi.',
      ru: 'Отвечает на обращения налогоплательщиков по телефону, в чате и по электронной почте на узбекском, русском и английском языках.',
      en: 'Answers taxpayers by phone, chat and e-mail in Uzbek, Russian and English.',
    },
    headSlug: 'ergasheva-nodira',
    phone_number: '+998712021140',
  },
  {
    slug: 'training-consulting',
    name: { uz: 'Oʻquv-maslahat markazi', ru: 'Учебно-консультационный центр', en: 'Training and Consulting Centre' },
    description: {
      uz: 'Soliq toʻlovchilar va buxgalterlar uchun kurslar, seminarlar va individual maslahatlar tashkil etadi.',
      ru: 'Организует курсы, семинары и индивидуальные консультации для налогоплательщиков и бухгалтеров.',
      en: 'Runs courses, seminars and one-to-one consultations for taxpayers and accountants.',
    },
    headSlug: 'qodirov-bekzod',
    phone_number: '+998712021150',
  },
  {
    slug: 'software-development',
    name: {
      uz: 'Dasturiy taʼminotni ishlab chiqish boshqarmasi',
      ru: 'Управление разработки программного обеспечения',
      en: 'Software Development Department',
    },
    description: {
      uz: 'Shaxsiy kabinet, mobil ilova, integratsiya API va ichki axborot tizimlarini ishlab chiqadi.',
      ru: 'Разрабатывает персональный кабинет, мобильное приложение, API интеграции и внутренние информационные системы.',
      en: 'Builds the personal cabinet, the mobile app, the integration APIs and internal information systems.',
    },
    headSlug: 'tursunov-jahongir',
    phone_number: '+998712021170',
  },
  {
    slug: 'regional-network',
    name: { uz: 'Hududiy filiallar boshqarmasi', ru: 'Управление региональных филиалов', en: 'Regional Branches Department' },
    description: {
      uz: '14 ta hududiy filial va tumanlardagi xizmat koʻrsatish ofislari faoliyatini muvofiqlashtiradi.',
      ru: 'Координирует работу 14 региональных филиалов и районных офисов обслуживания.',
      en: 'Coordinates the 14 regional branches and the district service offices.',
    },
    headSlug: 'nazarova-dilnoza',
    phone_number: '+998712021160',
  },
  {
    slug: 'information-security',
    name: { uz: 'Axborot xavfsizligi boʻlimi', ru: 'Отдел информационной безопасности', en: 'Information Security Unit' },
    description: {
      uz: 'Axborot tizimlari va soliq toʻlovchilar maʼlumotlarini himoya qilishni taʼminlaydi, hodisalarga javob choralarini koʻradi.',
      ru: 'Обеспечивает защиту информационных систем и данных налогоплательщиков, реагирует на инциденты.',
      en: 'Protects the information systems and taxpayers’ data and responds to incidents.',
    },
    headSlug: null,
    phone_number: '+998712021135',
  },
];

export const structure: StructureNodeSeed[] = [
  { id: 'director', parentId: null, name: { uz: 'Direktor', ru: 'Директор', en: 'Director' }, order: 1 },

  {
    id: 'first-deputy',
    parentId: 'director',
    name: { uz: 'Direktorning birinchi oʻrinbosari', ru: 'Первый заместитель директора', en: 'First Deputy Director' },
    order: 1,
  },
  {
    id: 'deputy-it',
    parentId: 'director',
    name: {
      uz: 'Direktor oʻrinbosari (axborot texnologiyalari)',
      ru: 'Заместитель директора (информационные технологии)',
      en: 'Deputy Director (Information Technology)',
    },
    order: 2,
  },
  {
    id: 'contact-centre',
    parentId: 'director',
    name: { uz: 'Call-markaz 1198', ru: 'Колл-центр 1198', en: 'Call Centre 1198' },
    order: 3,
  },
  {
    id: 'training-consulting',
    parentId: 'director',
    name: { uz: 'Oʻquv-maslahat markazi', ru: 'Учебно-консультационный центр', en: 'Training and Consulting Centre' },
    order: 4,
  },
  {
    id: 'accounting',
    parentId: 'director',
    name: { uz: 'Buxgalteriya va moliya boʻlimi', ru: 'Отдел бухгалтерии и финансов', en: 'Accounting and Finance Unit' },
    order: 5,
  },
  { id: 'hr', parentId: 'director', name: { uz: 'Kadrlar boʻlimi', ru: 'Отдел кадров', en: 'Human Resources Unit' }, order: 6 },
  { id: 'legal', parentId: 'director', name: { uz: 'Yuridik boʻlim', ru: 'Юридический отдел', en: 'Legal Unit' }, order: 7 },

  {
    id: 'e-invoicing',
    parentId: 'first-deputy',
    name: { uz: 'Elektron hisob-fakturalar boshqarmasi', ru: 'Управление электронных счетов-фактур', en: 'E-invoicing Department' },
    order: 1,
  },
  {
    id: 'cash-registers',
    parentId: 'first-deputy',
    name: { uz: 'Nazorat-kassa texnikasi boshqarmasi', ru: 'Управление контрольно-кассовой техники', en: 'Cash Register Department' },
    order: 2,
  },
  {
    id: 'regional-network',
    parentId: 'first-deputy',
    name: { uz: 'Hududiy filiallar boshqarmasi', ru: 'Управление региональных филиалов', en: 'Regional Branches Department' },
    order: 3,
  },

  {
    id: 'e-invoicing-support',
    parentId: 'e-invoicing',
    name: { uz: 'Foydalanuvchilarni qoʻllab-quvvatlash sektori', ru: 'Сектор поддержки пользователей', en: 'User Support Sector' },
    order: 1,
  },
  {
    id: 'fiscal-modules',
    parentId: 'cash-registers',
    name: { uz: 'Fiskal modullar sektori', ru: 'Сектор фискальных модулей', en: 'Fiscal Modules Sector' },
    order: 1,
  },
  {
    id: 'regional-branches',
    parentId: 'regional-network',
    name: { uz: 'Hududiy filiallar (14 ta)', ru: 'Региональные филиалы (14)', en: 'Regional branches (14)' },
    order: 1,
  },

  {
    id: 'software-development',
    parentId: 'deputy-it',
    name: {
      uz: 'Dasturiy taʼminotni ishlab chiqish boshqarmasi',
      ru: 'Управление разработки программного обеспечения',
      en: 'Software Development Department',
    },
    order: 1,
  },
  {
    id: 'eds-registration-centre',
    parentId: 'deputy-it',
    name: { uz: 'ERI kalitlarini roʻyxatga olish markazi', ru: 'Центр регистрации ключей ЭЦП', en: 'EDS Key Registration Centre' },
    order: 2,
  },
  {
    id: 'information-security',
    parentId: 'deputy-it',
    name: { uz: 'Axborot xavfsizligi boʻlimi', ru: 'Отдел информационной безопасности', en: 'Information Security Unit' },
    order: 3,
  },

  {
    id: 'integration-sector',
    parentId: 'software-development',
    name: { uz: 'Integratsiya sektori', ru: 'Сектор интеграции', en: 'Integration Sector' },
    order: 1,
  },
  {
    id: 'mobile-sector',
    parentId: 'software-development',
    name: { uz: 'Mobil ilovalar sektori', ru: 'Сектор мобильных приложений', en: 'Mobile Apps Sector' },
    order: 2,
  },

  {
    id: 'quality-control',
    parentId: 'contact-centre',
    name: { uz: 'Xizmat sifatini nazorat qilish sektori', ru: 'Сектор контроля качества обслуживания', en: 'Service Quality Sector' },
    order: 1,
  },
];

export const certificates: CertificateSeed[] = [
  {
    slug: 'crypto-licence',
    kind: 'licence',
    title: {
      uz: 'Kriptografik axborot himoyasi vositalarini ishlab chiqish va ulardan foydalanish faoliyati uchun litsenziya',
      ru: 'Лицензия на деятельность по разработке и использованию средств криптографической защиты информации',
      en: 'Licence to develop and use cryptographic information protection tools',
    },
    issuer: {
      uz: 'Oʻzbekiston Respublikasi Davlat xavfsizlik xizmati',
      ru: 'Служба государственной безопасности Республики Узбекистан',
      en: 'State Security Service of the Republic of Uzbekistan',
    },
    number: 'KH-0417',
    issued: '2022-03-14',
    validUntil: null,
  },
  {
    slug: 'eds-centre-registration',
    kind: 'licence',
    title: {
      uz: 'ERI kalitlarini roʻyxatga olish markazi sifatida davlat roʻyxatidan oʻtganlik toʻgʻrisidagi guvohnoma',
      ru: 'Свидетельство о государственной регистрации в качестве центра регистрации ключей ЭЦП',
      en: 'Certificate of state registration as an EDS key registration centre',
    },
    issuer: {
      uz: 'Oʻzbekiston Respublikasi Raqamli texnologiyalar vazirligi',
      ru: 'Министерство цифровых технологий Республики Узбекистан',
      en: 'Ministry of Digital Technologies of the Republic of Uzbekistan',
    },
    number: 'RM-00026',
    issued: '2023-07-03',
    validUntil: '2028-07-02',
  },
  {
    slug: 'fiscal-data-operator',
    kind: 'licence',
    title: {
      uz: 'Fiskal maʼlumotlar operatori faoliyati uchun ruxsatnoma',
      ru: 'Разрешение на деятельность оператора фискальных данных',
      en: 'Permit to operate as a fiscal data operator',
    },
    issuer: {
      uz: 'Davlat soliq qoʻmitasi',
      ru: 'Государственный налоговый комитет',
      en: 'State Tax Committee',
    },
    number: 'OFD-003',
    // Renewed for another three years the week before the first permit (2021-11-22 .. 2026-11-21) ran out.
    issued: '2026-11-16',
    validUntil: '2029-11-15',
  },
  {
    slug: 'iso-9001',
    kind: 'certificate',
    title: {
      uz: 'ISO 9001:2015 — Sifat menejmenti tizimi sertifikati',
      ru: 'Сертификат ISO 9001:2015 — система менеджмента качества',
      en: 'ISO 9001:2015 quality management system certificate',
    },
    issuer: {
      uz: '«Sifat-Sert» sertifikatlashtirish organi',
      ru: 'Орган по сертификации «Сифат-Серт»',
      en: 'Sifat-Sert certification body',
    },
    number: 'QMS-24-1187',
    issued: '2024-02-19',
    validUntil: '2027-02-18',
  },
  {
    slug: 'iso-27001',
    kind: 'certificate',
    title: {
      uz: 'ISO/IEC 27001:2022 — Axborot xavfsizligi menejmenti tizimi sertifikati',
      ru: 'Сертификат ISO/IEC 27001:2022 — система менеджмента информационной безопасности',
      en: 'ISO/IEC 27001:2022 information security management system certificate',
    },
    issuer: {
      uz: '«Sifat-Sert» sertifikatlashtirish organi',
      ru: 'Орган по сертификации «Сифат-Серт»',
      en: 'Sifat-Sert certification body',
    },
    number: 'ISMS-25-0342',
    issued: '2025-05-12',
    validUntil: '2028-05-11',
  },
  {
    slug: 'iso-20000',
    kind: 'certificate',
    title: {
      uz: 'ISO/IEC 20000-1:2018 — IT-xizmatlarni boshqarish tizimi sertifikati',
      ru: 'Сертификат ISO/IEC 20000-1:2018 — система управления ИТ-услугами',
      en: 'ISO/IEC 20000-1:2018 IT service management system certificate',
    },
    issuer: {
      uz: '«Standart Audit Markazi» MChJ',
      ru: 'ООО «Стандарт Аудит Маркази»',
      en: 'Standart Audit Markazi LLC',
    },
    // Recertified after the audit of October 2026: the first certificate (ITSM-23-0098) ran 2023-10-30 .. 2026-10-29.
    number: 'ITSM-26-0311',
    issued: '2026-10-26',
    validUntil: '2029-10-25',
  },
];

export const awards: AwardSeed[] = [
  {
    slug: 'best-e-service-2020',
    year: 2020,
    title: {
      uz: '«Eng yaxshi elektron davlat xizmati» tanlovi gʻolibi',
      ru: 'Победитель конкурса «Лучшая электронная государственная услуга»',
      en: 'Winner of the Best Electronic Public Service contest',
    },
    description: {
      uz: 'Elektron hisob-fakturalar tizimi tadbirkorlar uchun eng qulay elektron xizmat deb topildi.',
      ru: 'Система электронных счетов-фактур признана самой удобной электронной услугой для предпринимателей.',
      en: 'The e-invoicing system was named the most convenient e-service for businesses.',
    },
  },
  {
    slug: 'digital-project-2021',
    year: 2021,
    title: {
      uz: '«Yilning raqamli loyihasi» milliy mukofoti',
      ru: 'Национальная премия «Цифровой проект года»',
      en: 'Digital Project of the Year national award',
    },
    description: {
      uz: 'Onlayn-NKMga ommaviy oʻtish loyihasi uchun: bir yilda 90 mingdan ortiq kassa ulandi.',
      ru: 'За проект массового перехода на онлайн-ККМ: за год подключено более 90 тысяч касс.',
      en: 'For the mass switch to online cash registers: more than 90,000 registers connected in one year.',
    },
  },
  {
    slug: 'contact-centre-2022',
    year: 2022,
    title: {
      uz: '«Davlat sektoridagi eng yaxshi call-markaz»',
      ru: '«Лучший колл-центр государственного сектора»',
      en: 'Best Public Sector Call Centre',
    },
    description: {
      uz: '1198 call-markazi javob tezligi va muammolarni birinchi murojaatda hal etish koʻrsatkichlari boʻyicha taqdirlandi.',
      ru: 'Колл-центр 1198 отмечен за скорость ответа и долю вопросов, решённых при первом обращении.',
      en: 'The 1198 call centre was recognised for its answer speed and first-contact resolution rate.',
    },
  },
  {
    slug: 'tax-culture-2023',
    year: 2023,
    title: {
      uz: 'Davlat soliq qoʻmitasining Faxriy yorligʻi',
      ru: 'Почётная грамота Государственного налогового комитета',
      en: 'Certificate of Honour from the State Tax Committee',
    },
    description: {
      uz: 'Soliq madaniyatini oshirish va 40 mingdan ortiq tadbirkorni bepul oʻqitish uchun.',
      ru: 'За повышение налоговой культуры и бесплатное обучение более 40 тысяч предпринимателей.',
      en: 'For raising tax awareness and training more than 40,000 entrepreneurs free of charge.',
    },
  },
  {
    slug: 'mobile-app-2024',
    year: 2024,
    title: {
      uz: '«Davlat xizmatlari uchun eng yaxshi mobil ilova»',
      ru: '«Лучшее мобильное приложение для госуслуг»',
      en: 'Best Mobile App for Public Services',
    },
    description: {
      uz: '«Soliq servis» mobil ilovasi foydalanuvchilar ovozi bilan eng qulay ilova deb topildi.',
      ru: 'Мобильное приложение «Солиқ сервис» по итогам голосования пользователей признано самым удобным.',
      en: 'The Soliq Service mobile app was voted the most convenient by users.',
    },
  },
  {
    slug: 'open-data-2025',
    year: 2025,
    title: {
      uz: 'Ochiq maʼlumotlar reytingida birinchi oʻrin',
      ru: 'Первое место в рейтинге открытых данных',
      en: 'First place in the open data ranking',
    },
    description: {
      uz: 'Davlat tashkilotlari orasida ochiq maʼlumotlar toʻplamlarining toʻliqligi va muntazam yangilanishi uchun.',
      ru: 'За полноту и регулярное обновление наборов открытых данных среди государственных организаций.',
      en: 'For the completeness and regular updating of its open data sets among public organisations.',
    },
  },
];

export const achievements: AchievementSeed[] = [
  {
    key: 'e_invoices_2025',
    value: 148000000,
    suffix: '+',
    label: {
      uz: '2025-yilda rasmiylashtirilgan elektron hisob-fakturalar',
      ru: 'электронных счетов-фактур оформлено в 2025 году',
      en: 'e-invoices issued in 2025',
    },
  },
  {
    key: 'cash_registers',
    value: 412000,
    suffix: '+',
    label: {
      uz: 'ulangan onlayn-NKM',
      ru: 'подключённых онлайн-ККМ',
      en: 'online cash registers connected',
    },
  },
  {
    key: 'eds_keys',
    value: 2300000,
    suffix: '+',
    label: {
      uz: 'berilgan ERI kalitlari',
      ru: 'выданных ключей ЭЦП',
      en: 'EDS keys issued',
    },
  },
  {
    key: 'calls_2025',
    value: 1870000,
    suffix: '',
    label: {
      uz: '2025-yilda javob berilgan qoʻngʻiroqlar',
      ru: 'звонков принято в 2025 году',
      en: 'calls answered in 2025',
    },
  },
  {
    key: 'satisfaction',
    value: 94,
    suffix: '%',
    label: {
      uz: 'xizmatdan mamnun mijozlar',
      ru: 'клиентов довольны обслуживанием',
      en: 'of customers satisfied',
    },
  },
  {
    key: 'trained',
    value: 52000,
    suffix: '+',
    label: {
      uz: 'oʻqitilgan tadbirkor va buxgalterlar',
      ru: 'предпринимателей и бухгалтеров прошли обучение',
      en: 'entrepreneurs and accountants trained',
    },
  },
];

export const partners: PartnerSeed[] = [
  {
    slug: 'ipak-pay',
    name: { uz: 'Ipak Pay', ru: 'Ipak Pay', en: 'Ipak Pay' },
    url: 'https://ipak-pay.example',
    description: {
      uz: 'Soliq toʻlovlarini mobil ilova va terminallar orqali qabul qiluvchi toʻlov tizimi.',
      ru: 'Платёжная система, принимающая налоговые платежи через мобильное приложение и терминалы.',
      en: 'A payment system that accepts tax payments through its mobile app and terminals.',
    },
  },
  {
    slug: 'turon-milliy-bank',
    name: { uz: '«Turon Milliy Bank» ATB', ru: 'АКБ «Туран Миллий Банк»', en: 'Turon Milliy Bank' },
    url: 'https://turon-milliy-bank.example',
    description: {
      uz: 'Mijozlariga internet-bank orqali elektron hisob-fakturalar va soliq toʻlovlari xizmatini taklif etuvchi tijorat banki.',
      ru: 'Коммерческий банк, предлагающий клиентам работу с электронными счетами-фактурами и уплату налогов в интернет-банке.',
      en: 'A commercial bank that offers e-invoicing and tax payments in its internet banking.',
    },
  },
  {
    slug: 'sharq-kapital-bank',
    name: { uz: '«Sharq Kapital Bank» ATB', ru: 'АКБ «Шарк Капитал Банк»', en: 'Sharq Kapital Bank' },
    url: 'https://sharq-kapital.example',
    description: {
      uz: 'Tadbirkorlar uchun kassa uskunalarini lizingga berish dasturi boʻyicha hamkor bank.',
      ru: 'Банк-партнёр по программе лизинга кассового оборудования для предпринимателей.',
      en: 'Partner bank for the cash register leasing programme for entrepreneurs.',
    },
  },
  {
    slug: 'zarpay',
    name: { uz: 'ZarPay', ru: 'ZarPay', en: 'ZarPay' },
    url: 'https://zarpay.example',
    description: {
      uz: 'Internet-doʻkonlar uchun toʻlov agregatori; elektron fiskal cheklar integratsiyasi boʻyicha hamkor.',
      ru: 'Платёжный агрегатор для интернет-магазинов; партнёр по интеграции электронных фискальных чеков.',
      en: 'A payment aggregator for online shops and our partner for electronic fiscal receipts.',
    },
  },
  {
    slug: 'buxsoft',
    name: { uz: '«BuxSoft» MChJ', ru: 'ООО «BuxSoft»', en: 'BuxSoft LLC' },
    url: 'https://buxsoft.example',
    description: {
      uz: 'Buxgalteriya dasturlari ishlab chiqaruvchisi; dasturlariga e-faktura konnektori oʻrnatilgan.',
      ru: 'Разработчик бухгалтерских программ со встроенным коннектором ЭСФ.',
      en: 'An accounting software vendor whose products include our e-invoice connector.',
    },
  },
  {
    slug: 'kassatex',
    name: { uz: '«KassaTex» MChJ', ru: 'ООО «KassaTex»', en: 'KassaTex LLC' },
    url: 'https://kassatex.example',
    description: {
      uz: 'Onlayn-NKM ishlab chiqaruvchi va yetkazib beruvchi; texnik xizmat koʻrsatish markazlari tarmogʻiga ega.',
      ru: 'Производитель и поставщик онлайн-ККМ с собственной сетью центров технического обслуживания.',
      en: 'A maker and supplier of online cash registers with its own network of service centres.',
    },
  },
  {
    slug: 'raqam-lab',
    name: { uz: 'Raqam Lab', ru: 'Raqam Lab', en: 'Raqam Lab' },
    url: 'https://raqam-lab.example',
    description: {
      uz: 'ERP tizimlarini joriy etuvchi kompaniya; yirik korxonalarni e-faktura shlyuziga ulashda hamkor.',
      ru: 'Компания-внедренец ERP-систем; партнёр по подключению крупных предприятий к шлюзу ЭСФ.',
      en: 'An ERP integrator that helps large companies connect to the e-invoice gateway.',
    },
  },
  {
    slug: 'aloqa-cloud',
    name: { uz: 'Aloqa Cloud', ru: 'Aloqa Cloud', en: 'Aloqa Cloud' },
    url: 'https://aloqa-cloud.example',
    description: {
      uz: 'Maʼlumotlarni qayta ishlash markazi; zaxira hisoblash quvvatlari va maʼlumotlarni saqlash xizmatlari.',
      ru: 'Центр обработки данных: резервные вычислительные мощности и хранение данных.',
      en: 'A data centre providing backup computing capacity and data storage.',
    },
  },
];

export const mobileApp: MobileAppSeed = {
  name: { uz: 'Soliq servis', ru: 'Солиқ сервис', en: 'Soliq Service' },
  description: {
    uz: 'Mobil ilova orqali soliq qarzingizni tekshiring, soliqlarni toʻlang, cheklarni QR-kod orqali tasdiqlang, ERI kalitiga onlayn ariza bering hamda call-markazga chat orqali yozing.',
    ru: 'В мобильном приложении можно проверить налоговую задолженность, оплатить налоги, проверить чек по QR-коду, подать онлайн-заявку на ключ ЭЦП и написать в чат колл-центра.',
    en: 'Use the mobile app to check what you owe, pay taxes, verify receipts by QR code, apply online for an EDS key and chat with the call centre.',
  },
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=uz.example.soliqservis',
};
