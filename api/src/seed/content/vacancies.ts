/**
 * Sample vacancies of "Soliq servis" and its regional branches (salaries in soʻm per month).
 */
import type { T, VacancySeed } from './types.ts';

const FULL_TIME: T = { uz: 'Toʻliq stavka', ru: 'Полная занятость', en: 'Full-time' };
const SHIFTS: T = { uz: 'Smenali ish jadvali', ru: 'Сменный график', en: 'Shift work' };
const HYBRID: T = { uz: 'Toʻliq stavka, gibrid format', ru: 'Полная занятость, гибридный формат', en: 'Full-time, hybrid' };

export const vacancies: VacancySeed[] = [
  {
    slug: 'backend-developer',
    title: { uz: 'Backend-dasturchi (Node.js)', ru: 'Backend-разработчик (Node.js)', en: 'Backend Developer (Node.js)' },
    region: 'tashkent-city',
    employment: HYBRID,
    salary: { from: 15000000, to: 22000000 },
    duties: [
      {
        uz: 'Elektron hisob-fakturalar tizimi uchun xizmatlar ishlab chiqish',
        ru: 'Разработка сервисов для системы электронных счетов-фактур',
        en: 'Build services for the e-invoicing system',
      },
      {
        uz: 'Toʻlov tizimlari bilan integratsiya uchun REST API loyihalash',
        ru: 'Проектирование REST API для интеграции с платёжными системами',
        en: 'Design REST APIs for payment system integration',
      },
      {
        uz: 'Kodni koʻrib chiqish va avtomatik testlar yozish',
        ru: 'Код-ревью и написание автотестов',
        en: 'Review code and write automated tests',
      },
      {
        uz: 'Yuklama ostida ishlash samaradorligini oshirish',
        ru: 'Оптимизация производительности под нагрузкой',
        en: 'Improve performance under load',
      },
      { uz: 'Texnik hujjatlarni yuritish', ru: 'Ведение технической документации', en: 'Keep the technical documentation up to date' },
    ],
    requirements: [
      {
        uz: 'TypeScript va Node.js bilan kamida 3 yillik tajriba',
        ru: 'Опыт работы с TypeScript и Node.js не менее 3 лет',
        en: 'At least 3 years’ experience with TypeScript and Node.js',
      },
      {
        uz: 'PostgreSQL va SQL soʻrovlarini optimallashtirishni bilish',
        ru: 'Знание PostgreSQL и оптимизации SQL-запросов',
        en: 'Good knowledge of PostgreSQL and SQL query tuning',
      },
      {
        uz: 'Git, Docker va CI/CD bilan ishlash koʻnikmasi',
        ru: 'Навыки работы с Git, Docker и CI/CD',
        en: 'Hands-on Git, Docker and CI/CD',
      },
      {
        uz: 'Oliy maʼlumot (axborot texnologiyalari yoʻnalishi)',
        ru: 'Высшее образование в области информационных технологий',
        en: 'A degree in information technology',
      },
    ],
    deadline: '2027-01-31',
    status: 'open',
    published: '2026-10-20',
  },
  {
    slug: 'e-invoice-support-specialist',
    title: {
      uz: 'Elektron hisob-fakturalar boʻyicha yetakchi mutaxassis',
      ru: 'Ведущий специалист по электронным счетам-фактурам',
      en: 'Lead Specialist, E-invoicing',
    },
    region: 'tashkent-city',
    employment: FULL_TIME,
    salary: { from: 7000000, to: 9000000 },
    duties: [
      {
        uz: 'Foydalanuvchilarning murakkab murojaatlarini koʻrib chiqish',
        ru: 'Рассмотрение сложных обращений пользователей',
        en: 'Handle complex user enquiries',
      },
      {
        uz: 'Yangi hujjat turlari boʻyicha yoʻriqnomalar tayyorlash',
        ru: 'Подготовка инструкций по новым видам документов',
        en: 'Write guides for new document types',
      },
      {
        uz: 'Tizimdagi xatolarni tahlil qilish va dasturchilarga yetkazish',
        ru: 'Анализ ошибок системы и передача их разработчикам',
        en: 'Analyse system errors and pass them on to developers',
      },
      {
        uz: 'Hududiy filiallar xodimlarini oʻqitish',
        ru: 'Обучение сотрудников региональных филиалов',
        en: 'Train staff at the regional branches',
      },
    ],
    requirements: [
      {
        uz: 'Iqtisodiy yoki buxgalteriya yoʻnalishida oliy maʼlumot',
        ru: 'Высшее экономическое или бухгалтерское образование',
        en: 'A degree in economics or accounting',
      },
      { uz: 'QQS boʻyicha qonunchilikni bilish', ru: 'Знание законодательства по НДС', en: 'Knowledge of VAT law' },
      { uz: 'Kamida 2 yillik ish tajribasi', ru: 'Опыт работы не менее 2 лет', en: 'At least 2 years’ experience' },
      { uz: 'Oʻzbek va rus tillarini erkin bilish', ru: 'Свободное владение узбекским и русским языками', en: 'Fluent Uzbek and Russian' },
    ],
    deadline: '2026-12-15',
    status: 'open',
    published: '2026-10-01',
  },
  {
    slug: 'information-security-analyst',
    title: {
      uz: 'Axborot xavfsizligi tahlilchisi',
      ru: 'Аналитик по информационной безопасности',
      en: 'Information Security Analyst',
    },
    region: 'tashkent-city',
    employment: FULL_TIME,
    salary: null,
    duties: [
      {
        uz: 'Xavfsizlik hodisalarini monitoring qilish va ularga javob berish',
        ru: 'Мониторинг инцидентов безопасности и реагирование на них',
        en: 'Monitor and respond to security incidents',
      },
      {
        uz: 'Zaifliklarni muntazam skanerlash va bartaraf etishni nazorat qilish',
        ru: 'Регулярное сканирование уязвимостей и контроль их устранения',
        en: 'Run regular vulnerability scans and track remediation',
      },
      {
        uz: 'ISO/IEC 27001 talablari boʻyicha hujjatlarni yuritish',
        ru: 'Ведение документации по требованиям ISO/IEC 27001',
        en: 'Maintain ISO/IEC 27001 documentation',
      },
      {
        uz: 'Xodimlar uchun xavfsizlik boʻyicha treninglar oʻtkazish',
        ru: 'Проведение тренингов по безопасности для сотрудников',
        en: 'Run security awareness training for staff',
      },
    ],
    requirements: [
      {
        uz: 'Axborot xavfsizligi sohasida kamida 3 yillik tajriba',
        ru: 'Опыт в сфере информационной безопасности не менее 3 лет',
        en: 'At least 3 years in information security',
      },
      {
        uz: 'SIEM tizimlari va tarmoq protokollarini bilish',
        ru: 'Знание SIEM-систем и сетевых протоколов',
        en: 'Knowledge of SIEM systems and network protocols',
      },
      {
        uz: 'Ochiq kalitlar infratuzilmasi (PKI) haqida tushuncha',
        ru: 'Понимание инфраструктуры открытых ключей (PKI)',
        en: 'Understanding of public key infrastructure (PKI)',
      },
      {
        uz: 'Xalqaro sertifikatlar (CISSP, CEH va boshqalar) afzallik beradi',
        ru: 'Международные сертификаты (CISSP, CEH и др.) будут преимуществом',
        en: 'International certifications (CISSP, CEH, etc.) are an advantage',
      },
    ],
    deadline: '2027-02-28',
    status: 'open',
    published: '2026-11-02',
  },
  {
    slug: 'contact-centre-operator-samarkand',
    title: {
      uz: 'Call-markaz 1198 operatori',
      ru: 'Оператор колл-центра 1198',
      en: 'Call Centre 1198 Operator',
    },
    region: 'samarkand',
    employment: SHIFTS,
    salary: { from: 4500000, to: 5500000 },
    duties: [
      {
        uz: 'Soliq toʻlovchilarning qoʻngʻiroqlari va chatdagi savollariga javob berish',
        ru: 'Ответы на звонки и вопросы налогоплательщиков в чате',
        en: 'Answer taxpayers’ calls and chat messages',
      },
      { uz: 'Murojaatlarni tizimda roʻyxatga olish', ru: 'Регистрация обращений в системе', en: 'Log enquiries in the system' },
      {
        uz: 'Murakkab savollarni mutaxassislarga yoʻnaltirish',
        ru: 'Передача сложных вопросов специалистам',
        en: 'Pass complex questions to specialists',
      },
      {
        uz: 'Xizmat sifati standartlariga rioya qilish',
        ru: 'Соблюдение стандартов качества обслуживания',
        en: 'Follow the service quality standards',
      },
    ],
    requirements: [
      { uz: 'Oʻrta maxsus yoki oliy maʼlumot', ru: 'Среднее специальное или высшее образование', en: 'Vocational or higher education' },
      {
        uz: 'Oʻzbek va rus tillarida ravon nutq',
        ru: 'Грамотная речь на узбекском и русском языках',
        en: 'Clear spoken Uzbek and Russian',
      },
      { uz: 'Kompyuterda ishlash koʻnikmasi', ru: 'Уверенный пользователь ПК', en: 'Confident computer user' },
      {
        uz: 'Xushmuomalalik va stressga chidamlilik',
        ru: 'Вежливость и стрессоустойчивость',
        en: 'Courtesy and resilience under pressure',
      },
    ],
    deadline: '2026-12-31',
    status: 'open',
    published: '2026-09-25',
  },
  {
    slug: 'cash-register-engineer-fergana',
    title: {
      uz: 'Nazorat-kassa texnikasi boʻyicha muhandis',
      ru: 'Инженер по контрольно-кассовой технике',
      en: 'Cash Register Engineer',
    },
    region: 'fergana',
    employment: FULL_TIME,
    salary: { from: 6000000, to: 7500000 },
    duties: [
      {
        uz: 'Onlayn-NKMni savdo nuqtalarida oʻrnatish va sozlash',
        ru: 'Установка и настройка онлайн-ККМ на торговых точках',
        en: 'Install and set up online cash registers at shops',
      },
      {
        uz: 'Fiskal modullarni faollashtirish va almashtirish',
        ru: 'Активация и замена фискальных модулей',
        en: 'Activate and replace fiscal modules',
      },
      { uz: 'Nosozliklarni aniqlash va bartaraf etish', ru: 'Диагностика и устранение неисправностей', en: 'Diagnose and fix faults' },
      { uz: 'Kassirlarni qisqa oʻqitish', ru: 'Краткое обучение кассиров', en: 'Give short training to cashiers' },
      {
        uz: 'Bajarilgan ishlar boʻyicha hisobot yuritish',
        ru: 'Ведение отчётности по выполненным работам',
        en: 'Report on completed jobs',
      },
    ],
    requirements: [
      { uz: 'Texnik yoki IT yoʻnalishida maʼlumot', ru: 'Техническое или ИТ-образование', en: 'Technical or IT education' },
      {
        uz: 'Kassa uskunalari bilan ishlash tajribasi afzallik beradi',
        ru: 'Опыт работы с кассовым оборудованием будет преимуществом',
        en: 'Experience with cash register equipment is an advantage',
      },
      { uz: 'B toifali haydovchilik guvohnomasi', ru: 'Водительское удостоверение категории B', en: 'Category B driving licence' },
      {
        uz: 'Viloyat boʻylab xizmat safarlariga tayyorlik',
        ru: 'Готовность к разъездам по области',
        en: 'Willing to travel around the region',
      },
    ],
    deadline: '2027-01-15',
    status: 'open',
    published: '2026-10-12',
  },
  {
    slug: 'eds-registration-specialist-bukhara',
    title: {
      uz: 'ERI kalitlarini roʻyxatga olish boʻyicha mutaxassis',
      ru: 'Специалист по регистрации ключей ЭЦП',
      en: 'EDS Key Registration Specialist',
    },
    region: 'bukhara',
    employment: FULL_TIME,
    salary: { from: 5000000, to: 6000000 },
    duties: [
      {
        uz: 'Arizachilarning shaxsini tekshirish va ERI kalitlarini berish',
        ru: 'Проверка личности заявителей и выдача ключей ЭЦП',
        en: 'Check applicants’ identity and issue EDS keys',
      },
      { uz: 'Kalitlarni qayta rasmiylashtirish va bekor qilish', ru: 'Перевыпуск и отзыв ключей', en: 'Renew and revoke keys' },
      {
        uz: 'Fuqarolarga kalitdan foydalanish boʻyicha maslahat berish',
        ru: 'Консультирование граждан по использованию ключа',
        en: 'Advise people on using their key',
      },
      { uz: 'Hujjatlar arxivini yuritish', ru: 'Ведение архива документов', en: 'Keep the document archive' },
    ],
    requirements: [
      { uz: 'Oliy maʼlumot', ru: 'Высшее образование', en: 'A university degree' },
      { uz: 'Mijozlar bilan ishlash tajribasi', ru: 'Опыт работы с клиентами', en: 'Customer service experience' },
      { uz: 'Diqqatlilik va aniqlik', ru: 'Внимательность и аккуратность', en: 'Attention to detail' },
      { uz: 'Oʻzbek va rus tillarini bilish', ru: 'Знание узбекского и русского языков', en: 'Uzbek and Russian' },
    ],
    deadline: '2026-12-20',
    status: 'open',
    published: '2026-10-28',
  },
  {
    slug: 'tax-consultant-andijan',
    title: { uz: 'Soliq maslahatchisi', ru: 'Налоговый консультант', en: 'Tax Adviser' },
    region: 'andijan',
    employment: FULL_TIME,
    salary: null,
    duties: [
      {
        uz: 'Tadbirkorlarga soliq masalalari boʻyicha maslahat berish',
        ru: 'Консультирование предпринимателей по налоговым вопросам',
        en: 'Advise businesses on tax matters',
      },
      { uz: 'Yozma xulosalar tayyorlash', ru: 'Подготовка письменных заключений', en: 'Prepare written opinions' },
      {
        uz: 'Soliq savodxonligi kursida mashgʻulotlar oʻtkazish',
        ru: 'Проведение занятий на курсе налоговой грамотности',
        en: 'Teach on the tax literacy course',
      },
      {
        uz: 'Qonunchilik oʻzgarishlarini kuzatib borish',
        ru: 'Отслеживание изменений законодательства',
        en: 'Keep track of changes in the law',
      },
    ],
    requirements: [
      {
        uz: 'Soliq maslahatchisi malaka sertifikati',
        ru: 'Квалификационный сертификат налогового консультанта',
        en: 'A tax adviser qualification certificate',
      },
      { uz: 'Kamida 3 yillik amaliy tajriba', ru: 'Практический опыт не менее 3 лет', en: 'At least 3 years’ practical experience' },
      { uz: 'Soliq kodeksini chuqur bilish', ru: 'Глубокое знание Налогового кодекса', en: 'In-depth knowledge of the Tax Code' },
      {
        uz: 'Murakkab masalalarni sodda tilda tushuntira olish',
        ru: 'Умение объяснять сложное простым языком',
        en: 'Able to explain complex issues in plain language',
      },
    ],
    deadline: '2026-05-31',
    status: 'closed',
    published: '2026-04-10',
  },
  {
    slug: 'office-manager-karakalpakstan',
    title: {
      uz: 'Xizmat koʻrsatish ofisi rahbari',
      ru: 'Руководитель офиса обслуживания',
      en: 'Service Office Manager',
    },
    region: 'karakalpakstan',
    employment: FULL_TIME,
    salary: { from: 8000000, to: 10000000 },
    duties: [
      {
        uz: 'Ofis xodimlari ishini tashkil etish va nazorat qilish',
        ru: 'Организация и контроль работы сотрудников офиса',
        en: 'Organise and supervise the office team',
      },
      {
        uz: 'Navbat va kutish vaqti koʻrsatkichlarini boshqarish',
        ru: 'Управление показателями очереди и времени ожидания',
        en: 'Manage queue and waiting-time targets',
      },
      { uz: 'Shikoyatlarni koʻrib chiqish', ru: 'Рассмотрение жалоб', en: 'Deal with complaints' },
      {
        uz: 'Filial rahbariyatiga oylik hisobot taqdim etish',
        ru: 'Представление ежемесячной отчётности руководству филиала',
        en: 'Report monthly to the branch management',
      },
      {
        uz: 'Mahalliy davlat organlari bilan hamkorlik qilish',
        ru: 'Взаимодействие с местными органами власти',
        en: 'Work with local authorities',
      },
    ],
    requirements: [
      { uz: 'Oliy maʼlumot', ru: 'Высшее образование', en: 'A university degree' },
      {
        uz: 'Rahbarlik lavozimida kamida 2 yillik tajriba',
        ru: 'Опыт на руководящей должности не менее 2 лет',
        en: 'At least 2 years in a management role',
      },
      {
        uz: 'Qoraqalpoq, oʻzbek va rus tillarini bilish',
        ru: 'Знание каракалпакского, узбекского и русского языков',
        en: 'Karakalpak, Uzbek and Russian',
      },
      { uz: 'Tashkilotchilik qobiliyati', ru: 'Организаторские способности', en: 'Strong organisational skills' },
    ],
    deadline: '2026-04-15',
    status: 'closed',
    published: '2026-03-02',
  },
];
