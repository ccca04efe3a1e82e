/**
 * Sample news for the public site (34 items, newest first, 2024-12 .. 2026-11).
 * All people named here are fictional. No law is cited by number on purpose.
 *
 * Missing translations on purpose, so the API's fallback to Uzbek can be seen:
 *  - no English: `service-centres-schedule-for-9-may-holiday` and `navruz-greetings-to-taxpayers`
 *  - no Russian: `partner-country-experts-study-our-e-invoicing-experience`
 */
import type { NewsSeed } from './types.ts';

export const news: NewsSeed[] = [
  {
    slug: 'call-centre-1198-extends-working-hours-for-annual-reporting',
    date: '2026-11-13',
    topic: 'announcements',
    title: {
      uz: '1198 call-markazi yillik hisobot davrida ish vaqtini uzaytiradi',
      ru: 'Колл-центр 1198 продлевает часы работы на период годовой отчётности',
      en: 'Call centre 1198 extends its working hours for the annual reporting period',
    },
    summary: {
      uz: '1-dekabrdan 31-martgacha 1198 call-markazi operatorlari murojaatlarni ish kunlari soat 8:00 dan 22:00 gacha, shanba kunlari esa 9:00 dan 18:00 gacha qabul qiladi.',
      ru: 'С 1 декабря по 31 марта операторы колл-центра 1198 принимают обращения по будням с 8:00 до 22:00, а по субботам — с 9:00 до 18:00.',
      en: 'From 1 December to 31 March, operators of the 1198 call centre take calls on weekdays from 8:00 to 22:00 and on Saturdays from 9:00 to 18:00.',
    },
    body: {
      uz: '<p>Yillik moliyaviy hisobot va soliq deklaratsiyalarini topshirish mavsumida murojaatlar soni odatdagidan ikki-uch baravar koʻpayadi. Soliq toʻlovchilar javob kutib qolmasligi uchun 1198 call-markazi kengaytirilgan jadval asosida ishlaydi.</p><h2>Yangi ish tartibi</h2><ul><li>dushanba – juma: 8:00 – 22:00;</li><li>shanba: 9:00 – 18:00;</li><li>yakshanba va bayram kunlari: dam olish kuni.</li></ul><p>Operatorlar elektron hisob-fakturalar, onlayn-NKM, ERI kalitlari, shaxsiy kabinet va hisobot topshirish dasturi boʻyicha maslahat beradi. Savolni <a href="https://my.soliq.uz">soliq toʻlovchining shaxsiy kabineti</a> orqali yozma ravishda ham yuborish mumkin.</p>',
      ru: '<p>В период сдачи годовой финансовой отчётности и налоговых деклараций число обращений возрастает в два-три раза. Чтобы налогоплательщикам не приходилось долго ждать ответа, колл-центр 1198 переходит на расширенный график.</p><h2>Новый режим работы</h2><ul><li>понедельник – пятница: 8:00 – 22:00;</li><li>суббота: 9:00 – 18:00;</li><li>воскресенье и праздничные дни: выходной.</li></ul><p>Операторы консультируют по электронным счетам-фактурам, онлайн-ККМ, ключам ЭЦП, личному кабинету и программе для сдачи отчётности. Вопрос можно задать и письменно через <a href="https://my.soliq.uz">личный кабинет налогоплательщика</a>.</p>',
      en: '<p>During the season for annual financial statements and tax returns, the number of enquiries rises two to three times. So that taxpayers do not have to wait long for an answer, the 1198 call centre is moving to extended hours.</p><h2>New working hours</h2><ul><li>Monday to Friday: 8:00 – 22:00;</li><li>Saturday: 9:00 – 18:00;</li><li>Sunday and public holidays: closed.</li></ul><p>Operators answer questions on e-invoices, online cash registers, EDS keys, the personal cabinet and the tax reporting software. Questions can also be sent in writing through the <a href="https://my.soliq.uz">taxpayer’s personal cabinet</a>.</p>',
    },
  },
  {
    slug: 'personal-cabinet-app-notifies-of-debts-and-deadlines',
    date: '2026-10-28',
    topic: 'digital',
    title: {
      uz: 'Shaxsiy kabinet ilovasi endi qarzdorlik va yaqinlashayotgan muddatlar haqida xabar beradi',
      ru: 'Приложение личного кабинета теперь напоминает о задолженности и сроках',
      en: 'The personal cabinet app now warns about tax debts and upcoming deadlines',
    },
    summary: {
      uz: 'Mobil ilovaning yangi versiyasida push-bildirishnomalar paydo boʻldi: soliq qarzi yuzaga kelsa yoki hisobot topshirishga uch kun qolsa, foydalanuvchi darhol xabardor qilinadi.',
      ru: 'В новой версии мобильного приложения появились push-уведомления: пользователь сразу узнаёт о возникшей задолженности и о том, что до срока сдачи отчёта осталось три дня.',
      en: 'The new version of the mobile app sends push notifications: users learn at once when a tax debt appears or when a report is due in three days.',
    },
    body: {
      uz: '<p>Soliq toʻlovchilarning eng koʻp uchraydigan muammolaridan biri — muddatni unutib qoʻyish va buning oqibatida penya hisoblanishi. Ilovaning yangi versiyasi bu xavfni kamaytirishga yordam beradi.</p><h2>Bildirishnomalarni qanday yoqish mumkin</h2><ol><li>Ilovani App Store yoki Google Play orqali soʻnggi versiyagacha yangilang.</li><li>«Sozlamalar» boʻlimida «Bildirishnomalar» bandini oching.</li><li>Sizga kerakli turlarni belgilang: qarzdorlik, hisobot muddatlari, yangi hisob-fakturalar.</li></ol><p>Push-bildirishnomalar <strong>bepul</strong>. Ularni istalgan vaqtda oʻchirib qoʻyish mumkin.</p>',
      ru: '<p>Одна из самых частых проблем налогоплательщиков — пропущенный срок и начисленная из-за этого пеня. Новая версия приложения помогает снизить этот риск.</p><h2>Как включить уведомления</h2><ol><li>Обновите приложение до последней версии в App Store или Google Play.</li><li>Откройте раздел «Настройки» → «Уведомления».</li><li>Отметьте нужные виды: задолженность, сроки отчётности, новые счета-фактуры.</li></ol><p>Push-уведомления <strong>бесплатны</strong>, их можно отключить в любой момент.</p>',
      en: '<p>One of the most common problems for taxpayers is a missed deadline and the late-payment interest that follows. The new version of the app helps to reduce this risk.</p><h2>How to turn notifications on</h2><ol><li>Update the app to the latest version from the App Store or Google Play.</li><li>Open “Settings” → “Notifications”.</li><li>Choose what you want to hear about: debts, reporting deadlines, new e-invoices.</li></ol><p>Push notifications are <strong>free of charge</strong> and can be switched off at any time.</p>',
    },
  },
  {
    slug: 'free-seminars-for-self-employed-in-samarkand-region',
    date: '2026-10-09',
    topic: 'events',
    title: {
      uz: 'Samarqand viloyatida oʻzini oʻzi band qilgan shaxslar uchun bepul seminarlar oʻtkaziladi',
      ru: 'В Самаркандской области пройдут бесплатные семинары для самозанятых',
      en: 'Free seminars for self-employed people to be held in Samarkand region',
    },
    summary: {
      uz: '20–24-oktabr kunlari Samarqand, Kattaqoʻrgʻon va Urgutda mutaxassislarimiz oʻzini oʻzi band qilgan fuqarolarga roʻyxatdan oʻtish va chek berish tartibini tushuntiradi.',
      ru: 'С 20 по 24 октября в Самарканде, Каттакургане и Ургуте наши специалисты расскажут самозанятым, как зарегистрироваться и выдавать чеки.',
      en: 'From 20 to 24 October our specialists will explain to self-employed people in Samarkand, Kattakurgan and Urgut how to register and issue receipts.',
    },
    body: {
      uz: '<p>Seminarlar hunarmandlar, repetitorlar, usta va haydovchilar kabi oʻz faoliyatini endi boshlayotganlar uchun moʻljallangan. Har bir mashgʻulot taxminan ikki soat davom etadi, oxirida savol-javob boʻladi.</p><h2>Mashgʻulotlarda nimalar oʻrganiladi</h2><ul><li>mobil ilova orqali oʻzini oʻzi band qilgan shaxs sifatida roʻyxatdan oʻtish;</li><li>xaridorga elektron chek berish;</li><li>pensiya staji uchun ijtimoiy soliqni ixtiyoriy toʻlash;</li><li>daromad chegarasi va undan oshib ketganda nima qilish kerakligi.</li></ul><p>Ishtirok etish bepul. Oldindan roʻyxatdan oʻtish uchun 1198 raqamiga qoʻngʻiroq qiling.</p>',
      ru: '<p>Семинары рассчитаны на тех, кто только начинает работать на себя: ремесленников, репетиторов, мастеров, водителей. Каждое занятие длится около двух часов и завершается ответами на вопросы.</p><h2>Что будет на занятиях</h2><ul><li>регистрация в качестве самозанятого через мобильное приложение;</li><li>выдача электронного чека покупателю;</li><li>добровольная уплата социального налога для пенсионного стажа;</li><li>предельный размер дохода и что делать, если он превышен.</li></ul><p>Участие бесплатное. Записаться заранее можно по номеру 1198.</p>',
      en: '<p>The seminars are meant for people who are just starting to work for themselves: craftspeople, tutors, repair workers and drivers. Each session lasts about two hours and ends with questions and answers.</p><h2>What the sessions cover</h2><ul><li>registering as a self-employed person in the mobile app;</li><li>giving a buyer an electronic receipt;</li><li>paying social tax voluntarily to build up pension service;</li><li>the income limit and what to do if you exceed it.</li></ul><p>Attendance is free. To book a place, call 1198.</p>',
    },
  },
  {
    slug: 'mobile-eds-sign-documents-from-a-smartphone',
    date: '2026-09-22',
    topic: 'services',
    title: {
      uz: 'Mobil ERI: hujjatlarni USB-tokensiz, smartfon orqali imzolash mumkin',
      ru: 'Мобильная ЭЦП: документы можно подписывать со смартфона без USB-токена',
      en: 'Mobile EDS: sign documents from a smartphone, no USB token needed',
    },
    summary: {
      uz: 'Yakka tartibdagi tadbirkorlar va jismoniy shaxslar endi ERI kalitini himoyalangan bulutli saqlash xizmatiga joylashtirib, imzoni telefondagi tasdiqlash orqali qoʻyishlari mumkin.',
      ru: 'Индивидуальные предприниматели и физические лица теперь могут хранить ключ ЭЦП в защищённом облачном сервисе и подписывать документы подтверждением на телефоне.',
      en: 'Sole traders and individuals can now keep their EDS key in a protected cloud service and sign documents by confirming on their phone.',
    },
    body: {
      uz: '<p>Mobil ERI kompyuterga dastur oʻrnatish yoki USB-tokenni doimo yonda olib yurish zaruratini bartaraf etadi. Kalit sertifikatlashtirilgan maʼlumotlar markazida saqlanadi, imzolash esa faqat egasining smartfonida PIN-kod yoki barmoq izi bilan tasdiqlangandan keyin amalga oshadi.</p><h2>Kimlar uchun qulay</h2><ul><li>hisob-fakturalarni tez-tez yoʻlda imzolaydigan tadbirkorlar;</li><li>shaxsiy kabinetga turli qurilmalardan kiradigan foydalanuvchilar;</li><li>kompyuteri boʻlmagan oʻzini oʻzi band qilgan shaxslar.</li></ul><p>Xizmat narxi — <strong>yiliga 90 000 soʻm</strong>. Ulanish xizmat koʻrsatish markazida yoki shaxsiy kabinetda shaxsni masofadan tasdiqlash orqali amalga oshiriladi.</p>',
      ru: '<p>Мобильная ЭЦП избавляет от необходимости устанавливать программы на компьютер и постоянно носить с собой USB-токен. Ключ хранится в сертифицированном центре обработки данных, а подпись ставится только после подтверждения владельцем на смартфоне — PIN-кодом или отпечатком пальца.</p><h2>Кому это удобно</h2><ul><li>предпринимателям, которые часто подписывают счета-фактуры в дороге;</li><li>пользователям, входящим в личный кабинет с разных устройств;</li><li>самозанятым, у которых нет компьютера.</li></ul><p>Стоимость услуги — <strong>90 000 сум в год</strong>. Подключиться можно в центре обслуживания или в личном кабинете с удалённой идентификацией.</p>',
      en: '<p>Mobile EDS removes the need to install software on a computer or carry a USB token everywhere. The key is kept in a certified data centre, and a signature is made only after the owner confirms it on their smartphone with a PIN or fingerprint.</p><h2>Who it suits</h2><ul><li>entrepreneurs who often sign e-invoices on the move;</li><li>users who log in to the personal cabinet from different devices;</li><li>self-employed people who do not have a computer.</li></ul><p>The service costs <strong>90,000 soʻm a year</strong>. You can connect at a service centre or in the personal cabinet with remote identity verification.</p>',
    },
  },
  {
    slug: 'what-changes-for-vat-invoices-from-1-october',
    date: '2026-09-03',
    topic: 'legislation',
    title: {
      uz: '1-oktabrdan QQS hisob-fakturalarida nimalar oʻzgaradi',
      ru: 'Что изменится в счетах-фактурах по НДС с 1 октября',
      en: 'What changes for VAT invoices from 1 October',
    },
    summary: {
      uz: 'Hukumat qaroriga koʻra elektron hisob-fakturada mahsulot va xizmatlarning identifikatsiya kodi (MXIK) hamda oʻlchov birligini koʻrsatish barcha QQS toʻlovchilar uchun majburiy boʻladi.',
      ru: 'По постановлению правительства указание идентификационного кода продукции и услуг (ИКПУ) и единицы измерения в электронном счёте-фактуре становится обязательным для всех плательщиков НДС.',
      en: 'Under a government resolution, all VAT payers will have to state the product and service identification code (IKPU) and the unit of measure in every e-invoice.',
    },
    body: {
      uz: '<p>Oʻzgarishlar hisob-fakturalardagi maʼlumotlarning aniqligini oshirish va QQSni hisobga olishni soddalashtirishga qaratilgan. Avval bu talab faqat ayrim tovar guruhlariga tatbiq etilgan edi.</p><h2>Asosiy oʻzgarishlar</h2><ul><li>har bir pozitsiya uchun MXIK kodi koʻrsatiladi;</li><li>oʻlchov birligi katalogdagi qiymatga mos kelishi shart;</li><li>kodi yoki oʻlchov birligi koʻrsatilmagan hisob-faktura tizim tomonidan qabul qilinmaydi.</li></ul><p>Tovarlar roʻyxatingizni oldindan tekshirib chiqishni tavsiya etamiz: e-faktura kabinetida mahsulot nomi boʻyicha kodni tez topish funksiyasi mavjud. Savollar boʻlsa, 1198 call-markaziga murojaat qiling.</p>',
      ru: '<p>Изменения направлены на повышение точности данных в счетах-фактурах и упрощение учёта НДС. Раньше это требование распространялось лишь на отдельные товарные группы.</p><h2>Главное</h2><ul><li>для каждой позиции указывается код ИКПУ;</li><li>единица измерения должна соответствовать значению в каталоге;</li><li>счёт-фактура без кода или единицы измерения не будет принят системой.</li></ul><p>Рекомендуем заранее проверить свою номенклатуру: в кабинете e-faktura есть быстрый поиск кода по наименованию товара. Если возникнут вопросы, обращайтесь в колл-центр 1198.</p>',
      en: '<p>The changes aim to make invoice data more accurate and VAT accounting simpler. Until now the rule applied only to certain groups of goods.</p><h2>The main points</h2><ul><li>every line must carry an IKPU code;</li><li>the unit of measure must match the one in the catalogue;</li><li>an invoice without a code or unit of measure will be rejected by the system.</li></ul><p>We recommend checking your list of goods in advance: the e-faktura cabinet can quickly find a code by product name. If you have questions, call the 1198 call centre.</p>',
    },
  },
  {
    slug: 'planned-maintenance-of-e-invoicing-system-on-16-august',
    date: '2026-08-14',
    topic: 'announcements',
    title: {
      uz: '16-avgustga oʻtar kechasi elektron hisob-faktura tizimida rejali texnik ishlar oʻtkaziladi',
      ru: 'В ночь на 16 августа в системе электронных счетов-фактур пройдут плановые работы',
      en: 'Planned maintenance of the e-invoicing system on the night of 16 August',
    },
    summary: {
      uz: 'Soat 1:00 dan 5:00 gacha hisob-fakturalarni yaratish va imzolash vaqtincha imkonsiz boʻladi.',
      ru: 'С 1:00 до 5:00 создание и подписание счетов-фактур будет временно недоступно.',
      en: 'Between 1:00 and 5:00 it will not be possible to create or sign e-invoices.',
    },
    body: {
      uz: '<p>Serverlar quvvatini oshirish va maʼlumotlar bazasini yangilash maqsadida 16-avgust, yakshanba kuni soat 1:00 dan 5:00 gacha elektron hisob-faktura tizimida texnik ishlar olib boriladi.</p><p>Bu vaqt ichida yangi hujjat yaratish, imzolash va qabul qilish imkoni boʻlmaydi. <strong>Qoralama sifatida saqlangan hujjatlar oʻchib ketmaydi</strong> — ishlar tugagach, ularni odatdagidek yuborishingiz mumkin.</p><p>Shoshilinch hujjatlarni 15-avgust kuni ish vaqti tugashidan oldin yuborib qoʻyishni tavsiya qilamiz. Noqulayliklar uchun uzr soʻraymiz.</p>',
      ru: '<p>В связи с наращиванием мощности серверов и обновлением базы данных в воскресенье, 16 августа, с 1:00 до 5:00 в системе электронных счетов-фактур будут проводиться технические работы.</p><p>В это время нельзя будет создавать, подписывать и принимать документы. <strong>Сохранённые черновики не пропадут</strong> — после окончания работ их можно будет отправить как обычно.</p><p>Срочные документы рекомендуем отправить до конца рабочего дня 15 августа. Приносим извинения за неудобства.</p>',
      en: '<p>To add server capacity and upgrade the database, technical work will be carried out on the e-invoicing system on Sunday 16 August from 1:00 to 5:00.</p><p>During this time documents cannot be created, signed or accepted. <strong>Saved drafts will not be lost</strong> — once the work is finished you can send them as usual.</p><p>We recommend sending urgent documents before the end of the working day on 15 August. We apologise for any inconvenience.</p>',
    },
  },
  {
    slug: 'buyers-can-check-fiscal-receipts-by-qr-code',
    date: '2026-07-30',
    topic: 'digital',
    title: {
      uz: 'Xaridorlar endi istalgan fiskal chekni QR-kod orqali tekshira oladi',
      ru: 'Покупатели могут проверить любой фискальный чек по QR-коду',
      en: 'Buyers can now check any fiscal receipt by scanning its QR code',
    },
    summary: {
      uz: 'Mobil ilovadagi yangi funksiya chek onlayn-NKM orqali haqiqatan ham soliq organlariga yuborilganini bir necha soniyada koʻrsatadi.',
      ru: 'Новая функция мобильного приложения за несколько секунд показывает, действительно ли чек передан через онлайн-ККМ в налоговые органы.',
      en: 'A new feature in the mobile app shows within seconds whether a receipt was really sent to the tax authorities through an online cash register.',
    },
    body: {
      uz: '<p>Har bir fiskal chekda QR-kod bosiladi. Unda chek raqami, sana, summa va kassa apparatining fiskal moduli haqidagi maʼlumot saqlanadi.</p><ol><li>Ilovada «Chekni tekshirish» boʻlimini oching.</li><li>Kamerani chekdagi QR-kodga yoʻnaltiring.</li><li>Ekranda chek maʼlumotlari va uning holati paydo boʻladi.</li></ol><p>Agar chek tizimda topilmasa, ilovaning oʻzidan xabar yuborishingiz mumkin. Xabar anonim tarzda koʻrib chiqiladi.</p>',
      ru: '<p>На каждом фискальном чеке печатается QR-код. В нём зашифрованы номер чека, дата, сумма и данные фискального модуля кассы.</p><ol><li>Откройте в приложении раздел «Проверить чек».</li><li>Наведите камеру на QR-код.</li><li>На экране появятся данные чека и его статус.</li></ol><p>Если чек в системе не найден, об этом можно сообщить прямо из приложения. Сообщение рассматривается анонимно.</p>',
      en: '<p>Every fiscal receipt carries a QR code. It holds the receipt number, date, amount and details of the cash register’s fiscal module.</p><ol><li>Open “Check a receipt” in the app.</li><li>Point the camera at the QR code.</li><li>The receipt details and its status appear on the screen.</li></ol><p>If the receipt is not found in the system, you can report it straight from the app. Reports are handled anonymously.</p>',
    },
  },
  {
    slug: 'registration-opens-for-summer-course-for-beginner-accountants',
    date: '2026-07-08',
    topic: 'events',
    title: {
      uz: 'Boshlovchi buxgalterlar uchun yozgi oʻquv kursiga qabul boshlandi',
      ru: 'Открыта запись на летний курс для начинающих бухгалтеров',
      en: 'Registration opens for a summer course for beginner accountants',
    },
    summary: {
      uz: 'Toʻrt haftalik kursda tinglovchilar soliq hisobotini tayyorlash, elektron hisob-fakturalar bilan ishlash va shaxsiy kabinetdan foydalanishni amalda oʻrganadi.',
      ru: 'За четыре недели слушатели на практике освоят подготовку налоговой отчётности, работу с электронными счетами-фактурами и личным кабинетом.',
      en: 'Over four weeks, participants will learn in practice how to prepare tax reports, work with e-invoices and use the personal cabinet.',
    },
    body: {
      uz: '<p>Mashgʻulotlar 3-avgustdan boshlab Toshkentdagi oʻquv markazimizda va onlayn shaklda oʻtkaziladi. Guruhlar 20 kishidan oshmaydi, har bir tinglovchi oʻquv kompyuterida ishlaydi.</p><h2>Kurs dasturi</h2><ul><li>soliq tizimi asoslari va Soliq kodeksining amaldagi tahriri;</li><li>elektron hisob-faktura va ishonchnomalar;</li><li>QQS va aylanmadan olinadigan soliq boʻyicha hisobotlar;</li><li>ERI kalitlari va shaxsiy kabinet.</li></ul><p>Kurs narxi — <strong>900 000 soʻm</strong>; joriy yil bitiruvchilari uchun 30 foiz chegirma bor. Yakunida sertifikat beriladi.</p><blockquote>«Bizning maqsadimiz — kursdan soʻng tinglovchi birinchi hisobotini mustaqil topshira olishi», — deydi oʻquv markazi rahbari Nodira Ismoilova.</blockquote>',
      ru: '<p>Занятия начнутся 3 августа в нашем учебном центре в Ташкенте и в онлайн-формате. В группе не более 20 человек, у каждого слушателя — отдельный учебный компьютер.</p><h2>Программа курса</h2><ul><li>основы налоговой системы и действующая редакция Налогового кодекса;</li><li>электронные счета-фактуры и доверенности;</li><li>отчётность по НДС и налогу с оборота;</li><li>ключи ЭЦП и личный кабинет.</li></ul><p>Стоимость курса — <strong>900 000 сум</strong>; для выпускников этого года действует скидка 30 процентов. По окончании выдаётся сертификат.</p><blockquote>«Наша цель — чтобы после курса слушатель мог самостоятельно сдать свой первый отчёт», — говорит руководитель учебного центра Нодира Исмоилова.</blockquote>',
      en: '<p>Classes start on 3 August at our training centre in Tashkent and online. Groups are limited to 20 people, and each participant works at their own training computer.</p><h2>Course programme</h2><ul><li>basics of the tax system and the current edition of the Tax Code;</li><li>e-invoices and electronic powers of attorney;</li><li>VAT and turnover tax reports;</li><li>EDS keys and the personal cabinet.</li></ul><p>The course costs <strong>900,000 soʻm</strong>; this year’s graduates get a 30 per cent discount. A certificate is issued at the end.</p><blockquote>“Our goal is that after the course a participant can file their first report on their own,” says Nodira Ismoilova, head of the training centre.</blockquote>',
    },
  },
  {
    slug: 'virtual-cash-register-low-cost-option-for-market-traders',
    date: '2026-06-17',
    topic: 'services',
    title: {
      uz: 'Virtual kassa: bozor va savdo rastalaridagi tadbirkorlar uchun arzon yechim',
      ru: 'Виртуальная касса: недорогое решение для торговцев на рынках',
      en: 'Virtual cash register: a low-cost option for market traders',
    },
    summary: {
      uz: 'Kichik savdo nuqtalari alohida kassa apparati sotib olmasdan, smartfondagi virtual kassa orqali fiskal chek berishi mumkin.',
      ru: 'Небольшие торговые точки могут выдавать фискальные чеки через виртуальную кассу на смартфоне, не покупая отдельный кассовый аппарат.',
      en: 'Small outlets can issue fiscal receipts through a virtual cash register on a smartphone instead of buying a separate machine.',
    },
    body: {
      uz: '<p>Virtual kassa — bu onlayn-NKM vazifalarini bajaradigan mobil ilova. U chekni soliq organlariga real vaqtda yuboradi va xaridorga QR-kodli elektron chek taqdim etadi.</p><ul><li>qoʻshimcha uskuna kerak emas — Android smartfon yetarli;</li><li>chekni SMS, messenjer yoki QR-kod orqali berish mumkin;</li><li>kunlik savdo hisoboti avtomatik shakllanadi.</li></ul><p>Abonent toʻlovi — <strong>oyiga 25 000 soʻm</strong>. Ulanish uchun shaxsiy kabinetda ariza qoldiring yoki yaqin atrofdagi xizmat koʻrsatish markaziga ERI kalitingiz bilan keling.</p>',
      ru: '<p>Виртуальная касса — это мобильное приложение, выполняющее функции онлайн-ККМ. Оно в реальном времени передаёт чек в налоговые органы и выдаёт покупателю электронный чек с QR-кодом.</p><ul><li>не нужно дополнительное оборудование — достаточно смартфона на Android;</li><li>чек можно отправить по SMS, в мессенджер или показать QR-код;</li><li>дневной отчёт о продажах формируется автоматически.</li></ul><p>Абонентская плата — <strong>25 000 сум в месяц</strong>. Чтобы подключиться, оставьте заявку в личном кабинете или приходите с ключом ЭЦП в ближайший центр обслуживания.</p>',
      en: '<p>A virtual cash register is a mobile app that does the job of an online cash register. It sends each receipt to the tax authorities in real time and gives the buyer an electronic receipt with a QR code.</p><ul><li>no extra equipment — an Android smartphone is enough;</li><li>receipts can be sent by SMS or messenger, or shown as a QR code;</li><li>the daily sales report is produced automatically.</li></ul><p>The subscription is <strong>25,000 soʻm a month</strong>. To connect, apply in the personal cabinet or bring your EDS key to the nearest service centre.</p>',
    },
  },
  {
    slug: 'cashback-part-of-vat-returned-to-buyers',
    date: '2026-05-29',
    topic: 'legislation',
    title: {
      uz: 'Keshbek: fiskal chek bilan qilingan xaridlar uchun QQSning bir qismi qaytariladi',
      ru: 'Кешбэк: покупателям возвращают часть НДС за покупки с фискальным чеком',
      en: 'Cashback: buyers get part of the VAT back on purchases with a fiscal receipt',
    },
    summary: {
      uz: 'Hukumat qarori bilan keshbek tizimi kengaytirildi: endi u kundalik xaridlardan tashqari kafe, restoran va maishiy xizmatlarga ham tatbiq etiladi.',
      ru: 'Постановлением правительства система кешбэка расширена: теперь она распространяется не только на повседневные покупки, но и на кафе, рестораны и бытовые услуги.',
      en: 'A government resolution has widened the cashback scheme: besides everyday shopping, it now also covers cafés, restaurants and household services.',
    },
    body: {
      uz: '<p>Keshbek xaridorlarni chek talab qilishga ragʻbatlantiradi va yashirin savdoni qisqartirishga yordam beradi. Qaytariladigan summa chekda koʻrsatilgan QQSning bir qismiga teng.</p><h2>Keshbekni qanday olish mumkin</h2><ol><li>Xarid paytida fiskal chek oling.</li><li>Mobil ilovada chekdagi QR-kodni skanerlang.</li><li>Ilovada bank kartangizni bogʻlang.</li></ol><p>Toʻplangan mablagʻ har oy kartaga oʻtkaziladi. Oʻtgan oy uchun keshbek tarixini shaxsiy kabinetda koʻrish mumkin.</p>',
      ru: '<p>Кешбэк побуждает покупателей требовать чек и помогает выводить торговлю из тени. Возвращаемая сумма равна части НДС, указанного в чеке.</p><h2>Как получить кешбэк</h2><ol><li>При покупке возьмите фискальный чек.</li><li>Отсканируйте QR-код чека в мобильном приложении.</li><li>Привяжите в приложении банковскую карту.</li></ol><p>Накопленная сумма перечисляется на карту ежемесячно. История начислений доступна в личном кабинете.</p>',
      en: '<p>Cashback encourages buyers to ask for a receipt and helps bring trade out of the shadow economy. The amount returned is a share of the VAT shown on the receipt.</p><h2>How to get cashback</h2><ol><li>Take a fiscal receipt when you pay.</li><li>Scan the receipt’s QR code in the mobile app.</li><li>Link your bank card in the app.</li></ol><p>The money collected is transferred to your card every month. Your cashback history is available in the personal cabinet.</p>',
    },
  },
  {
    slug: 'service-centres-schedule-for-9-may-holiday',
    date: '2026-05-08',
    topic: 'announcements',
    title: {
      uz: '9-may — Xotira va qadrlash kuni munosabati bilan xizmat koʻrsatish markazlarining ish tartibi',
      ru: 'График работы центров обслуживания в связи с Днём памяти и почестей 9 мая',
    },
    summary: {
      uz: '9-may kuni xizmat koʻrsatish markazlari ishlamaydi, 1198 call-markazi esa navbatchilik rejimida faoliyat yuritadi.',
      ru: '9 мая центры обслуживания не работают, колл-центр 1198 работает в дежурном режиме.',
    },
    body: {
      uz: '<p>Hurmatli soliq toʻlovchilar! Xotira va qadrlash kuni munosabati bilan 9-may, shanba kuni barcha hududiy xizmat koʻrsatish markazlari dam oladi.</p><ul><li>1198 call-markazi soat 9:00 dan 18:00 gacha navbatchilik rejimida ishlaydi;</li><li>shaxsiy kabinet, elektron hisob-faktura tizimi va onlayn-NKM xizmatlari odatdagidek uzluksiz ishlaydi;</li><li>11-maydan boshlab markazlar odatiy jadval boʻyicha ishlaydi.</li></ul><p>Urush va mehnat faxriylarimizni bayram bilan chin dildan tabriklaymiz!</p>',
      ru: '<p>Уважаемые налогоплательщики! В связи с Днём памяти и почестей в субботу, 9 мая, все региональные центры обслуживания не работают.</p><ul><li>колл-центр 1198 работает в дежурном режиме с 9:00 до 18:00;</li><li>личный кабинет, система электронных счетов-фактур и сервисы онлайн-ККМ работают в обычном круглосуточном режиме;</li><li>с 11 мая центры работают по обычному графику.</li></ul><p>Сердечно поздравляем ветеранов войны и труда с праздником!</p>',
    },
  },
  {
    slug: 'pay-taxes-from-personal-cabinet-through-payment-systems',
    date: '2026-04-20',
    topic: 'digital',
    title: {
      uz: 'Soliqlarni shaxsiy kabinetdan toʻgʻridan-toʻgʻri toʻlov tizimlari orqali toʻlash mumkin',
      ru: 'Налоги можно оплатить прямо из личного кабинета через платёжные системы',
      en: 'Taxes can now be paid straight from the personal cabinet through payment systems',
    },
    summary: {
      uz: 'Shaxsiy kabinet mamlakatdagi yirik toʻlov tizimlari bilan integratsiya qilindi: qarzdorlikni bir necha bosqichda, bankka bormasdan yopish mumkin.',
      ru: 'Личный кабинет интегрирован с крупнейшими платёжными системами страны: погасить задолженность можно в несколько шагов, без визита в банк.',
      en: 'The personal cabinet is now integrated with the country’s major payment systems, so a debt can be settled in a few steps without going to a bank.',
    },
    body: {
      uz: '<p>Endi soliq toʻlovchi shaxsiy kabinetda qarzdorlik summasini koʻrib, «Toʻlash» tugmasini bosadi va rekvizitlarni qoʻlda kiritmasdan toʻlovni amalga oshiradi. Toʻlov topshirigʻi avtomatik toʻldiriladi, bu xatolar ehtimolini deyarli yoʻqqa chiqaradi.</p><ul><li>Uzcard va Humo kartalari;</li><li>banklarning mobil ilovalari;</li><li>toʻlov tizimlarining ilovalari va terminallari.</li></ul><p>Toʻlov uchun <strong>komissiya olinmaydi</strong>. Mablagʻ odatda bir soat ichida shaxsiy hisobvaraqda aks etadi.</p>',
      ru: '<p>Теперь налогоплательщик видит сумму задолженности в личном кабинете, нажимает «Оплатить» и проводит платёж, не вводя реквизиты вручную. Платёжное поручение заполняется автоматически, что практически исключает ошибки.</p><ul><li>карты Uzcard и Humo;</li><li>мобильные приложения банков;</li><li>приложения и терминалы платёжных систем.</li></ul><p><strong>Комиссия не взимается</strong>. Как правило, платёж отражается на лицевом счёте в течение часа.</p>',
      en: '<p>Taxpayers can now see the amount owed in the personal cabinet, press “Pay” and complete the payment without typing in bank details. The payment order is filled in automatically, which all but rules out mistakes.</p><ul><li>Uzcard and Humo cards;</li><li>banks’ mobile apps;</li><li>payment system apps and kiosks.</li></ul><p><strong>No fee is charged</strong>. The payment usually appears on the taxpayer’s account within an hour.</p>',
    },
  },
  {
    slug: 'open-day-at-tashkent-service-centre',
    date: '2026-03-31',
    topic: 'events',
    title: {
      uz: 'Toshkentdagi xizmat koʻrsatish markazida ochiq eshiklar kuni: navbatsiz maslahatlar',
      ru: 'День открытых дверей в ташкентском центре обслуживания: консультации без очереди',
      en: 'Open day at the Tashkent service centre: advice with no queue',
    },
    summary: {
      uz: '11-aprel, shanba kuni mutaxassislarimiz soliq toʻlovchilarning savollariga yuzma-yuz javob beradi va xizmatlardan foydalanishni amalda koʻrsatadi.',
      ru: 'В субботу, 11 апреля, наши специалисты лично ответят на вопросы налогоплательщиков и покажут, как пользоваться сервисами.',
      en: 'On Saturday 11 April our specialists will answer taxpayers’ questions in person and show how to use our services.',
    },
    body: {
      uz: '<p>Ochiq eshiklar kuni soat 10:00 dan 16:00 gacha davom etadi. Oldindan yozilish shart emas — shunchaki keling.</p><ul><li>ERI kalitini joyida olish va yangilash;</li><li>onlayn-NKM va virtual kassa namoyishi;</li><li>elektron hisob-faktura boʻyicha amaliy mashgʻulot;</li><li>yosh tadbirkorlar uchun alohida maslahat stoli.</li></ul><p>Kichik mehmonlar uchun «Soliq nima?» mavzusida qiziqarli oʻyinlar tashkil etiladi.</p>',
      ru: '<p>День открытых дверей пройдёт с 10:00 до 16:00. Записываться заранее не нужно — просто приходите.</p><ul><li>получение и продление ключа ЭЦП на месте;</li><li>демонстрация онлайн-ККМ и виртуальной кассы;</li><li>практическое занятие по электронным счетам-фактурам;</li><li>отдельный стол консультаций для молодых предпринимателей.</li></ul><p>Для юных гостей подготовлены игры на тему «Что такое налоги?».</p>',
      en: '<p>The open day runs from 10:00 to 16:00. There is no need to book — just come along.</p><ul><li>get or renew an EDS key on the spot;</li><li>see the online and virtual cash registers in action;</li><li>a hands-on session on e-invoicing;</li><li>a separate advice desk for young entrepreneurs.</li></ul><p>Younger visitors can join games on the theme “What are taxes?”.</p>',
    },
  },
  {
    slug: 'navruz-greetings-to-taxpayers',
    date: '2026-03-19',
    topic: 'announcements',
    title: {
      uz: 'Navroʻz bayrami muborak!',
      ru: 'С праздником Навруз!',
    },
    summary: {
      uz: 'Jamoamiz barcha soliq toʻlovchilar va hamkorlarni bahor va yangilanish bayrami bilan tabriklaydi.',
      ru: 'Наш коллектив поздравляет всех налогоплательщиков и партнёров с праздником весны и обновления.',
    },
    body: {
      uz: '<p>Aziz yurtdoshlar! Sizlarni Navroʻzi olam bilan samimiy qutlaymiz. Bu bayram xonadonlaringizga tinchlik, fayz-u baraka, ishlaringizga esa rivoj olib kelsin.</p><p>Bayram munosabati bilan 21-mart kuni xizmat koʻrsatish markazlari ishlamaydi. Elektron xizmatlar va shaxsiy kabinet odatdagidek ishlaydi, 1198 call-markazi esa navbatchilik rejimida savollaringizga javob beradi.</p><blockquote>Bahor yangilanishi har bir xonadonga quvonch olib kelsin!</blockquote>',
      ru: '<p>Дорогие соотечественники! Сердечно поздравляем вас с Наврузом. Пусть этот праздник принесёт в ваши дома мир, достаток и благополучие, а вашим делам — процветание.</p><p>В связи с праздником 21 марта центры обслуживания не работают. Электронные сервисы и личный кабинет доступны как обычно, а колл-центр 1198 отвечает на вопросы в дежурном режиме.</p><blockquote>Пусть весеннее обновление принесёт радость в каждый дом!</blockquote>',
    },
  },
  {
    slug: 'tax-reporting-software-updated-for-2025-annual-reports',
    date: '2026-02-26',
    topic: 'services',
    title: {
      uz: 'Soliq hisoboti dasturi 2025-yil uchun yillik hisobotlarga moslab yangilandi',
      ru: 'Программа налоговой отчётности обновлена для годовых отчётов за 2025 год',
      en: 'Tax reporting software updated for the 2025 annual reports',
    },
    summary: {
      uz: 'Dasturning yangi versiyasiga yillik hisobotlarning yangilangan shakllari kiritildi va xatolarni yuborishdan oldin tekshirish imkoniyati kengaytirildi.',
      ru: 'В новую версию программы включены обновлённые формы годовой отчётности и расширена проверка ошибок перед отправкой.',
      en: 'The new version includes the updated annual report forms and checks for more errors before a report is sent.',
    },
    body: {
      uz: '<p>Yillik hisobotlarni topshirish muddati yaqinlashar ekan, barcha foydalanuvchilarga dasturni yangilashni tavsiya qilamiz. Eski versiya orqali yuborilgan hisobotlar qabul qilinmasligi mumkin.</p><h2>Yangi versiyada</h2><ul><li>foyda soligʻi va QQS boʻyicha yillik shakllar yangilandi;</li><li>buxgalteriya balansi va soliq hisoboti orasidagi moslik avtomatik tekshiriladi;</li><li>hisobotni PDF koʻrinishida chop etish qoʻshildi.</li></ul><p>Amaldagi litsenziya egalari uchun yangilanish <strong>bepul</strong>: uni dastur menyusidagi «Yangilanishlarni tekshirish» tugmasi orqali oʻrnatish mumkin. Qiyinchilik tugʻilsa, 1198 raqamiga qoʻngʻiroq qiling.</p>',
      ru: '<p>Приближается срок сдачи годовой отчётности, поэтому рекомендуем всем пользователям обновить программу. Отчёты, отправленные из старой версии, могут быть не приняты.</p><h2>Что нового</h2><ul><li>обновлены годовые формы по налогу на прибыль и НДС;</li><li>автоматически сверяются данные бухгалтерского баланса и налоговой отчётности;</li><li>добавлена печать отчёта в формате PDF.</li></ul><p>Для владельцев действующей лицензии обновление <strong>бесплатно</strong>: его можно установить через пункт меню «Проверить обновления». Если возникнут трудности, позвоните по номеру 1198.</p>',
      en: '<p>With the deadline for annual reports approaching, we recommend that all users update the software. Reports sent from the old version may be rejected.</p><h2>What is new</h2><ul><li>updated annual forms for profit tax and VAT;</li><li>automatic cross-check between the balance sheet and the tax report;</li><li>reports can now be printed as PDF.</li></ul><p>The update is <strong>free</strong> for holders of a current licence: install it with “Check for updates” in the program menu. If you run into trouble, call 1198.</p>',
    },
  },
  {
    slug: 'annual-income-declaration-who-must-file-by-1-april',
    date: '2026-02-05',
    topic: 'legislation',
    title: {
      uz: 'Jami yillik daromad deklaratsiyasi: kim uni 1-aprelgacha topshirishi kerak',
      ru: 'Декларация о совокупном годовом доходе: кто должен подать её до 1 апреля',
      en: 'Annual income declaration: who has to file it by 1 April',
    },
    summary: {
      uz: 'Soliq agenti tomonidan soliq ushlanmagan daromad olgan jismoniy shaxslar 2025-yil uchun deklaratsiyani 1-aprelgacha topshirishi lozim.',
      ru: 'Физические лица, получившие доходы, с которых налог не удержан налоговым агентом, должны подать декларацию за 2025 год до 1 апреля.',
      en: 'Individuals who received income on which no tax was withheld by a tax agent must file a declaration for 2025 by 1 April.',
    },
    body: {
      uz: '<p>Soliq kodeksiga muvofiq deklaratsiya, avvalo, daromadi manbada soliqqa tortilmagan fuqarolar tomonidan topshiriladi. Ish haqi oladigan xodimlar uchun soliqni ish beruvchi ushlab qoladi, shuning uchun ular deklaratsiya topshirmaydi.</p><h2>Deklaratsiya kimlar uchun majburiy</h2><ul><li>chet eldan daromad olganlar;</li><li>mol-mulkni ijaraga berib, soliq agentisiz daromad olganlar;</li><li>koʻchmas mulk yoki avtomobilni sotganlar (imtiyozli holatlar bundan mustasno);</li><li>soliq chegirmasi olishni istaganlar — ixtiyoriy ravishda.</li></ul><p>Deklaratsiya <a href="https://my.soliq.uz">shaxsiy kabinet</a> orqali 15–20 daqiqada toʻldiriladi. Soliqni toʻlash muddati — 1-iyun.</p>',
      ru: '<p>Согласно Налоговому кодексу, декларацию подают прежде всего граждане, чьи доходы не облагались налогом у источника выплаты. За работников, получающих зарплату, налог удерживает работодатель, поэтому им декларацию подавать не нужно.</p><h2>Кто обязан подать декларацию</h2><ul><li>получившие доход из-за рубежа;</li><li>сдававшие имущество в аренду без налогового агента;</li><li>продавшие недвижимость или автомобиль (кроме льготных случаев);</li><li>желающие получить налоговый вычет — добровольно.</li></ul><p>Декларация заполняется в <a href="https://my.soliq.uz">личном кабинете</a> за 15–20 минут. Срок уплаты налога — 1 июня.</p>',
      en: '<p>Under the Tax Code, the declaration is filed mainly by people whose income was not taxed at source. For employees, the employer withholds tax from wages, so they do not need to file.</p><h2>Who must file</h2><ul><li>people who received income from abroad;</li><li>people who rented out property without a tax agent;</li><li>people who sold real estate or a car (except in exempt cases);</li><li>people who want a tax deduction — on a voluntary basis.</li></ul><p>The declaration takes 15–20 minutes to fill in through the <a href="https://my.soliq.uz">personal cabinet</a>. The tax must be paid by 1 June.</p>',
    },
  },
  {
    slug: 'e-invoicing-in-2025-over-180-million-documents',
    date: '2026-01-15',
    topic: 'digital',
    title: {
      uz: '2025-yilda elektron hisob-faktura: 180 milliondan ortiq hujjat elektron imzolandi',
      ru: 'Электронные счета-фактуры в 2025 году: подписано более 180 миллионов документов',
      en: 'E-invoicing in 2025: over 180 million documents signed electronically',
    },
    summary: {
      uz: 'Oʻtgan yili elektron hujjat aylanishi tizimidan foydalanuvchilar soni 15 foizga oshdi, hujjat yetkazilishining oʻrtacha vaqti esa 2 soniyadan kamga qisqardi.',
      ru: 'За прошлый год число пользователей системы электронного документооборота выросло на 15 процентов, а среднее время доставки документа сократилось до менее чем 2 секунд.',
      en: 'Last year the number of users of the e-document system grew by 15 per cent, and the average delivery time of a document fell below 2 seconds.',
    },
    body: {
      uz: '<p>Elektron hisob-faktura bugun qogʻoz hujjatlarning oʻrnini deyarli toʻliq egalladi. Tizim orqali faqat hisob-fakturalar emas, balki ishonchnomalar, yuk xatlari va bajarilgan ishlar dalolatnomalari ham almashiladi.</p><ul><li>imzolangan hujjatlar — 182 mln;</li><li>faol foydalanuvchilar — 640 mingdan ortiq;</li><li>tizimning yillik uzluksiz ishlash koʻrsatkichi — 99,95 foiz.</li></ul><blockquote>«Keyingi maqsadimiz — hujjatlarni buxgalteriya dasturlaridan bevosita, qoʻshimcha harakatlarsiz yuborish imkoniyatini barcha foydalanuvchilar uchun ochish», — dedi direktor oʻrinbosari Jasur Toʻxtayev.</blockquote><p>2026-yilda mobil ilovada hujjatlarni ommaviy imzolash va yangi hisobot shakllari paydo boʻladi.</p>',
      ru: '<p>Электронный счёт-фактура сегодня почти полностью вытеснил бумажные документы. Через систему обмениваются не только счетами-фактурами, но и доверенностями, товарно-транспортными накладными и актами выполненных работ.</p><ul><li>подписанных документов — 182 млн;</li><li>активных пользователей — более 640 тысяч;</li><li>доступность системы за год — 99,95 процента.</li></ul><blockquote>«Наша следующая цель — дать всем пользователям возможность отправлять документы прямо из бухгалтерских программ, без лишних действий», — сказал заместитель директора Жасур Тухтаев.</blockquote><p>В 2026 году в мобильном приложении появятся массовое подписание документов и новые отчёты.</p>',
      en: '<p>The e-invoice has now almost completely replaced paper documents. The system is used to exchange not only invoices but also powers of attorney, waybills and certificates of completed work.</p><ul><li>documents signed: 182 million;</li><li>active users: over 640,000;</li><li>system availability over the year: 99.95 per cent.</li></ul><blockquote>“Our next goal is to let every user send documents straight from their accounting software, with no extra steps,” said deputy director Jasur Tukhtayev.</blockquote><p>In 2026 the mobile app will gain bulk signing of documents and new reports.</p>',
    },
  },
  {
    slug: 'new-year-holidays-working-schedule',
    date: '2025-12-24',
    topic: 'announcements',
    title: {
      uz: 'Yangi yil bayrami kunlarida call-markaz va xizmat koʻrsatish markazlarining ish tartibi',
      ru: 'График работы колл-центра и центров обслуживания в новогодние праздники',
      en: 'Working hours of the call centre and service centres over the New Year holidays',
    },
    summary: {
      uz: '1–2-yanvar kunlari xizmat koʻrsatish markazlari dam oladi, 31-dekabr kuni esa qisqartirilgan ish kuni boʻladi.',
      ru: '1 и 2 января центры обслуживания не работают, 31 декабря — сокращённый рабочий день.',
      en: 'Service centres will be closed on 1 and 2 January, and 31 December will be a shorter working day.',
    },
    body: {
      uz: '<p>Yangi yil bayrami munosabati bilan xizmat koʻrsatish markazlari va 1198 call-markazi quyidagi tartibda ishlaydi:</p><ul><li>31-dekabr — 9:00 dan 15:00 gacha;</li><li>1–2-yanvar — dam olish kunlari, call-markaz 10:00 dan 17:00 gacha navbatchilik rejimida;</li><li>3-yanvardan — odatiy jadval.</li></ul><p>Elektron xizmatlar bayram kunlarida ham toʻxtovsiz ishlaydi. Barchangizni kirib kelayotgan 2026-yil bilan tabriklaymiz!</p>',
      ru: '<p>В связи с новогодними праздниками центры обслуживания и колл-центр 1198 работают в следующем режиме:</p><ul><li>31 декабря — с 9:00 до 15:00;</li><li>1–2 января — выходные, колл-центр работает в дежурном режиме с 10:00 до 17:00;</li><li>с 3 января — обычный график.</li></ul><p>Электронные сервисы работают без перерыва и в праздники. Поздравляем всех с наступающим 2026 годом!</p>',
      en: '<p>Over the New Year holidays, service centres and the 1198 call centre will work as follows:</p><ul><li>31 December: 9:00 to 15:00;</li><li>1–2 January: closed, with the call centre on duty from 10:00 to 17:00;</li><li>from 3 January: usual hours.</li></ul><p>Online services keep working throughout the holidays. Happy New Year 2026 to everyone!</p>',
    },
  },
  {
    slug: 'key-tax-changes-taking-effect-in-2026',
    date: '2025-12-05',
    topic: 'legislation',
    title: {
      uz: '2026-yildan kuchga kiradigan asosiy soliq oʻzgarishlari: tadbirkorlar uchun sharh',
      ru: 'Основные налоговые изменения 2026 года: обзор для предпринимателей',
      en: 'Key tax changes taking effect in 2026: an overview for entrepreneurs',
    },
    summary: {
      uz: 'Soliq kodeksining yangi tahriri hisobotlar sonini kamaytiradi, elektron hujjat aylanishini kengaytiradi va kichik biznes uchun maʼmuriy yukni yengillashtiradi.',
      ru: 'Новая редакция Налогового кодекса сокращает число отчётов, расширяет электронный документооборот и снижает административную нагрузку на малый бизнес.',
      en: 'The new edition of the Tax Code cuts the number of reports, extends electronic document exchange and eases the administrative burden on small businesses.',
    },
    body: {
      uz: '<p>Yangi yildan boshlab soliq maʼmuriyatchiligida bir qator muhim oʻzgarishlar kuchga kiradi. Quyida tadbirkorlar eng koʻp soʻrayotgan jihatlarni qisqacha bayon qildik.</p><h2>Nimalar oʻzgaradi</h2><ul><li>ayrim choraklik hisobotlar yillik hisobotga birlashtiriladi;</li><li>aylanmadan olinadigan soliqni qoʻllash chegarasi qayta koʻrib chiqildi;</li><li>elektron hisob-fakturalar maʼlumotlari asosida QQS deklaratsiyasi qisman avtomatik toʻldiriladi;</li><li>kichik qarzdorlik boʻyicha ogohlantirish penya hisoblanishidan oldin yuboriladi.</li></ul><p>Har bir oʻzgarish boʻyicha batafsil tushuntirishlar <a href="https://soliq.uz">Davlat soliq qoʻmitasi saytida</a> eʼlon qilinadi. Shaxsiy vaziyatingiz boʻyicha maslahatni 1198 raqami orqali olishingiz mumkin.</p>',
      ru: '<p>С нового года в налоговом администрировании вступает в силу ряд важных изменений. Ниже кратко описаны вопросы, о которых предприниматели спрашивают чаще всего.</p><h2>Что изменится</h2><ul><li>некоторые квартальные отчёты объединяются с годовым;</li><li>пересмотрен порог применения налога с оборота;</li><li>декларация по НДС частично заполняется автоматически на основе данных электронных счетов-фактур;</li><li>о небольшой задолженности будут предупреждать до начисления пени.</li></ul><p>Подробные разъяснения по каждому изменению публикуются на <a href="https://soliq.uz">сайте Государственного налогового комитета</a>. Консультацию по вашей ситуации можно получить по номеру 1198.</p>',
      en: '<p>A number of important changes in tax administration take effect from the new year. Below is a short summary of the points entrepreneurs ask about most.</p><h2>What changes</h2><ul><li>some quarterly reports are merged into the annual one;</li><li>the threshold for applying turnover tax has been revised;</li><li>the VAT return is partly pre-filled from e-invoice data;</li><li>taxpayers with small debts are warned before late-payment interest is charged.</li></ul><p>Detailed guidance on each change is published on the <a href="https://soliq.uz">State Tax Committee website</a>. For advice on your own situation, call 1198.</p>',
    },
  },
  {
    slug: 'partner-country-experts-study-our-e-invoicing-experience',
    date: '2025-11-18',
    topic: 'events',
    title: {
      uz: 'Hamkor davlatlarning soliq maʼmuriyati mutaxassislari elektron hisob-faktura tajribamizni oʻrgandi',
      en: 'Tax administration experts from partner countries study our e-invoicing experience',
    },
    summary: {
      uz: 'Uch kunlik tashrif davomida xorijiy mehmonlar elektron hujjat aylanishi, onlayn-NKM va ERI infratuzilmasi bilan yaqindan tanishdi.',
      en: 'During a three-day visit, the foreign guests took a close look at our electronic document exchange, online cash registers and EDS infrastructure.',
    },
    body: {
      uz: '<p>Delegatsiya tarkibida Markaziy Osiyo va Kavkaz mamlakatlarining soliq xizmatlari vakillari boʻldi. Mehmonlar maʼlumotlarni qayta ishlash markazi, 1198 call-markazi va Toshkentdagi xizmat koʻrsatish markazi faoliyati bilan tanishdi.</p><h2>Muhokama qilingan mavzular</h2><ul><li>elektron hisob-fakturani bosqichma-bosqich joriy etish tajribasi;</li><li>onlayn-NKM maʼlumotlari asosida xavflarni tahlil qilish;</li><li>ERI kalitlarining chegaradosh mamlakatlarda oʻzaro tan olinishi istiqbollari.</li></ul><p>Tashrif yakunida tajriba almashish va qoʻshma oʻquv dasturlarini tashkil etish boʻyicha kelishuvga erishildi.</p>',
      en: '<p>The delegation included representatives of tax services from Central Asia and the Caucasus. The guests visited our data centre, the 1198 call centre and the service centre in Tashkent.</p><h2>Topics discussed</h2><ul><li>experience of introducing e-invoicing step by step;</li><li>risk analysis based on online cash register data;</li><li>prospects for cross-border recognition of EDS keys.</li></ul><p>At the end of the visit, the parties agreed to exchange experience and set up joint training programmes.</p>',
    },
  },
  {
    slug: 'eds-keys-issued-on-the-day-of-application',
    date: '2025-10-30',
    topic: 'services',
    title: {
      uz: 'ERI kalitlari endi barcha hududiy markazlarda murojaat kunining oʻzida beriladi',
      ru: 'Ключи ЭЦП теперь выдаются в день обращения во всех региональных центрах',
      en: 'EDS keys are now issued on the day of application in every regional centre',
    },
    summary: {
      uz: 'Hujjatlar toʻliq boʻlsa, elektron raqamli imzo kaliti 15–20 daqiqa ichida tayyorlanadi va shu zahoti topshiriladi.',
      ru: 'При полном пакете документов ключ электронной цифровой подписи изготавливается за 15–20 минут и выдаётся сразу.',
      en: 'If all documents are in order, an electronic digital signature key is made in 15–20 minutes and handed over on the spot.',
    },
    body: {
      uz: '<p>Avval ayrim tumanlarda ERI kalitini olish uchun ikki-uch kun kutishga toʻgʻri kelardi. Endi barcha 14 ta hududdagi markazlar kalitni joyida yozib beradigan uskunalar bilan taʼminlandi.</p><h2>Qanday hujjatlar kerak</h2><ul><li>pasport yoki ID-karta;</li><li>yuridik shaxs rahbari uchun — tashkilot STIRi va rahbar lavozimini tasdiqlovchi hujjat;</li><li>USB-token (oʻzingizniki boʻlmasa, markazda sotib olish mumkin).</li></ul><p>Kalit narxi — <strong>49 000 soʻm</strong>, amal qilish muddati — ikki yil. USB-token alohida toʻlanadi.</p>',
      ru: '<p>Раньше в некоторых районах ключ ЭЦП приходилось ждать два-три дня. Теперь центры во всех 14 регионах оснащены оборудованием для записи ключа на месте.</p><h2>Какие документы нужны</h2><ul><li>паспорт или ID-карта;</li><li>для руководителя юридического лица — ИНН организации и документ, подтверждающий должность;</li><li>USB-токен (если своего нет, его можно купить в центре).</li></ul><p>Стоимость ключа — <strong>49 000 сум</strong>, срок действия — два года. USB-токен оплачивается отдельно.</p>',
      en: '<p>Until now, in some districts people had to wait two or three days for an EDS key. Centres in all 14 regions now have equipment to write the key on the spot.</p><h2>What to bring</h2><ul><li>a passport or ID card;</li><li>for the head of a company: the company’s TIN and a document confirming the position;</li><li>a USB token (if you do not have one, you can buy it at the centre).</li></ul><p>A key costs <strong>49,000 soʻm</strong> and is valid for two years. The USB token is paid for separately.</p>',
    },
  },
  {
    slug: 'beware-of-fake-websites-imitating-the-personal-cabinet',
    date: '2025-10-10',
    topic: 'digital',
    title: {
      uz: 'Ehtiyot boʻling: shaxsiy kabinetga taqlid qiluvchi soxta saytlar paydo boʻldi',
      ru: 'Осторожно: появились поддельные сайты, имитирующие личный кабинет',
      en: 'Beware of fake websites imitating the taxpayer’s personal cabinet',
    },
    summary: {
      uz: 'Firibgarlar ERI kaliti paroli va bank kartasi maʼlumotlarini qoʻlga kiritish uchun rasmiy sahifaga oʻxshash saytlar yaratmoqda.',
      ru: 'Мошенники создают сайты, похожие на официальную страницу, чтобы получить пароль от ключа ЭЦП и данные банковской карты.',
      en: 'Fraudsters are setting up sites that look like the official page in order to steal EDS key passwords and bank card details.',
    },
    body: {
      uz: '<p>Soʻnggi haftalarda 1198 call-markaziga «soliq qarzi» yoki «jarima» haqidagi SMS orqali soxta saytlarga yoʻnaltirilgan fuqarolardan murojaatlar kelmoqda.</p><ul><li>manzil satrini tekshiring: rasmiy kabinet faqat <a href="https://my.soliq.uz">my.soliq.uz</a> manzilida joylashgan;</li><li>SMS-dagi qisqartirilgan havolalarni ochmang;</li><li>saytda karta maʼlumotlari va SMS-kodni talab qilishsa, sahifani darhol yoping.</li></ul><blockquote>Hech qachon ERI kalitining parolini yoki SMS-kodni uchinchi shaxslarga, jumladan, oʻzini xodimimiz deb tanishtirgan odamlarga ham bermang.</blockquote><p>Shubhali sayt yoki xabarni koʻrsangiz, 1198 raqamiga xabar bering.</p>',
      ru: '<p>В последние недели в колл-центр 1198 обращаются граждане, которых по SMS о «налоговом долге» или «штрафе» перенаправили на поддельные сайты.</p><ul><li>проверяйте адресную строку: официальный кабинет находится только по адресу <a href="https://my.soliq.uz">my.soliq.uz</a>;</li><li>не открывайте сокращённые ссылки из SMS;</li><li>если сайт требует данные карты и SMS-код, сразу закройте страницу.</li></ul><blockquote>Никогда не сообщайте пароль от ключа ЭЦП или SMS-код третьим лицам, в том числе тем, кто представляется нашими сотрудниками.</blockquote><p>Если вы заметили подозрительный сайт или сообщение, сообщите по номеру 1198.</p>',
      en: '<p>In recent weeks the 1198 call centre has been hearing from people who were sent to fake websites by text messages about a “tax debt” or a “fine”.</p><ul><li>check the address bar: the official cabinet is only at <a href="https://my.soliq.uz">my.soliq.uz</a>;</li><li>do not open shortened links from text messages;</li><li>if a site asks for your card details and an SMS code, close the page at once.</li></ul><blockquote>Never give your EDS key password or an SMS code to anyone, including people who say they work for us.</blockquote><p>If you see a suspicious website or message, report it on 1198.</p>',
    },
  },
  {
    slug: 'new-service-centre-opens-in-nukus',
    date: '2025-09-19',
    topic: 'announcements',
    title: {
      uz: 'Nukusda yangi xizmat koʻrsatish markazi ochildi',
      ru: 'В Нукусе открылся новый центр обслуживания',
      en: 'A new service centre opens in Nukus',
    },
    summary: {
      uz: 'Qoraqalpogʻiston Respublikasidagi yangi markaz kuniga 300 nafargacha soliq toʻlovchiga xizmat koʻrsata oladi.',
      ru: 'Новый центр в Республике Каракалпакстан может обслуживать до 300 налогоплательщиков в день.',
      en: 'The new centre in the Republic of Karakalpakstan can serve up to 300 taxpayers a day.',
    },
    body: {
      uz: '<p>Markaz shahar markazida, jamoat transporti bekatiga yaqin joyda joylashgan. Binoda elektron navbat tizimi, bolalar burchagi va imkoniyati cheklangan shaxslar uchun pandus mavjud.</p><ul><li>ERI kalitlarini berish va yangilash;</li><li>onlayn-NKMni roʻyxatga olish va texnik xizmat koʻrsatish;</li><li>elektron hisob-faktura va shaxsiy kabinet boʻyicha maslahatlar;</li><li>maʼlumotnomalar berish.</li></ul><p>Ish vaqti: dushanba – juma 9:00 – 18:00, shanba 9:00 – 13:00. Xizmatlar oʻzbek, qoraqalpoq va rus tillarida koʻrsatiladi.</p>',
      ru: '<p>Центр расположен в центре города, рядом с остановкой общественного транспорта. В здании есть электронная очередь, детский уголок и пандус для людей с ограниченными возможностями.</p><ul><li>выдача и продление ключей ЭЦП;</li><li>регистрация и техническое обслуживание онлайн-ККМ;</li><li>консультации по электронным счетам-фактурам и личному кабинету;</li><li>выдача справок.</li></ul><p>Режим работы: понедельник – пятница 9:00 – 18:00, суббота 9:00 – 13:00. Обслуживание ведётся на узбекском, каракалпакском и русском языках.</p>',
      en: '<p>The centre is in the city centre, close to a public transport stop. It has an electronic queue, a children’s corner and a ramp for people with disabilities.</p><ul><li>issuing and renewing EDS keys;</li><li>registering and servicing online cash registers;</li><li>advice on e-invoicing and the personal cabinet;</li><li>issuing certificates.</li></ul><p>Opening hours: Monday to Friday 9:00 – 18:00, Saturday 9:00 – 13:00. Service is available in Uzbek, Karakalpak and Russian.</p>',
    },
  },
  {
    slug: 'webinar-e-invoicing-basics-for-new-entrepreneurs',
    date: '2025-08-28',
    topic: 'events',
    title: {
      uz: 'Vebinar: yangi tadbirkorlar uchun elektron hisob-faktura asoslari',
      ru: 'Вебинар: основы электронных счетов-фактур для начинающих предпринимателей',
      en: 'Webinar: e-invoicing basics for new entrepreneurs',
    },
    summary: {
      uz: '4-sentabr kuni soat 15:00 da bepul vebinarda hisob-fakturani yaratish, imzolash va qabul qilishni bosqichma-bosqich koʻrsatamiz.',
      ru: '4 сентября в 15:00 на бесплатном вебинаре пошагово покажем, как создать, подписать и принять счёт-фактуру.',
      en: 'At a free webinar on 4 September at 15:00 we will show step by step how to create, sign and accept an e-invoice.',
    },
    body: {
      uz: '<p>Vebinar faoliyatini yaqinda boshlagan yakka tartibdagi tadbirkorlar va kichik korxonalar hisobchilari uchun moʻljallangan. Davomiyligi — taxminan bir soat.</p><h2>Dastur</h2><ol><li>Tizimga ERI kaliti bilan kirish.</li><li>Hisob-faktura yaratish va MXIK kodini tanlash.</li><li>Kontragentdan kelgan hujjatni qabul qilish yoki rad etish.</li><li>Koʻp uchraydigan xatolar va ularni tuzatish.</li></ol><p>Ishtirok etish uchun havola roʻyxatdan oʻtganlarga elektron pochta orqali yuboriladi. Vebinar yozuvi keyinroq saytimizning «Video» boʻlimida joylanadi.</p>',
      ru: '<p>Вебинар рассчитан на индивидуальных предпринимателей, недавно начавших работу, и бухгалтеров малых предприятий. Продолжительность — около часа.</p><h2>Программа</h2><ol><li>Вход в систему с ключом ЭЦП.</li><li>Создание счёта-фактуры и выбор кода ИКПУ.</li><li>Приём или отклонение документа от контрагента.</li><li>Частые ошибки и как их исправить.</li></ol><p>Ссылка для участия придёт на электронную почту после регистрации. Запись вебинара позже будет размещена в разделе «Видео» на нашем сайте.</p>',
      en: '<p>The webinar is meant for sole traders who have recently started out and for bookkeepers of small firms. It lasts about an hour.</p><h2>Programme</h2><ol><li>Logging in with an EDS key.</li><li>Creating an e-invoice and choosing the IKPU code.</li><li>Accepting or rejecting a document from a counterparty.</li><li>Common mistakes and how to fix them.</li></ol><p>A link to join will be emailed to you after you register. A recording will later be posted in the “Video” section of our website.</p>',
    },
  },
  {
    slug: 'fiscal-receipts-in-cafes-and-restaurants',
    date: '2025-08-06',
    topic: 'legislation',
    title: {
      uz: 'Kafe va restoranlarda fiskal chek: tadbirkorlar nimalarni bilishi kerak',
      ru: 'Фискальный чек в кафе и ресторанах: что нужно знать владельцам',
      en: 'Fiscal receipts in cafés and restaurants: what owners need to know',
    },
    summary: {
      uz: 'Umumiy ovqatlanish korxonalari har bir hisob-kitob uchun, jumladan, yetkazib berish buyurtmalari uchun ham onlayn-NKM orqali chek berishi shart.',
      ru: 'Предприятия общественного питания обязаны выдавать чек онлайн-ККМ при каждом расчёте, включая заказы с доставкой.',
      en: 'Catering businesses must issue an online cash register receipt for every payment, including delivery orders.',
    },
    body: {
      uz: '<p>Soliq organlari yoz mavsumida umumiy ovqatlanish sohasida chek berish tartibiga rioya etilishini kuzatmoqda. Koʻp savollar yetkazib berish va xizmat haqi bilan bogʻliq.</p><ul><li>chek buyurtmaning toʻliq summasiga, shu jumladan, xizmat haqiga beriladi;</li><li>kuryer orqali yetkazilganda elektron chek xaridorga SMS yoki ilova orqali yuboriladi;</li><li>karta va naqd pul bilan toʻlovlar chekda alohida koʻrsatiladi.</li></ul><p>Chek berilmagan holatlar uchun Soliq kodeksida javobgarlik nazarda tutilgan. Kassangiz sozlanishiga shubha qilsangiz, onlayn-NKM boʻyicha texnik koʻmak uchun 1198 raqamiga qoʻngʻiroq qiling.</p>',
      ru: '<p>Налоговые органы в летний сезон следят за соблюдением порядка выдачи чеков в общепите. Больше всего вопросов касается доставки и платы за обслуживание.</p><ul><li>чек выдаётся на полную сумму заказа, включая плату за обслуживание;</li><li>при доставке курьером электронный чек направляется покупателю по SMS или в приложение;</li><li>оплата картой и наличными отражается в чеке отдельно.</li></ul><p>За невыдачу чека Налоговым кодексом предусмотрена ответственность. Если сомневаетесь в настройках кассы, позвоните в техническую поддержку онлайн-ККМ по номеру 1198.</p>',
      en: '<p>During the summer season the tax authorities are checking how cafés and restaurants issue receipts. Most questions concern delivery and service charges.</p><ul><li>the receipt covers the full order amount, including any service charge;</li><li>for courier delivery, an electronic receipt is sent to the buyer by SMS or through the app;</li><li>card and cash payments are shown separately on the receipt.</li></ul><p>The Tax Code provides for penalties when no receipt is issued. If you are unsure about your cash register settings, call online cash register support on 1198.</p>',
    },
  },
  {
    slug: 'online-cash-registers-can-be-registered-without-visiting-a-centre',
    date: '2025-07-15',
    topic: 'services',
    title: {
      uz: 'Onlayn-NKMni endi xizmat koʻrsatish markaziga bormasdan roʻyxatdan oʻtkazish mumkin',
      ru: 'Онлайн-ККМ теперь можно зарегистрировать без визита в центр обслуживания',
      en: 'Online cash registers can now be registered without visiting a service centre',
    },
    summary: {
      uz: 'Roʻyxatga olish arizasi shaxsiy kabinet orqali topshiriladi, fiskal modul esa kuryer orqali yetkaziladi yoki masofadan faollashtiriladi.',
      ru: 'Заявление на регистрацию подаётся через личный кабинет, а фискальный модуль доставляется курьером или активируется удалённо.',
      en: 'The registration request is filed in the personal cabinet, and the fiscal module is delivered by courier or activated remotely.',
    },
    body: {
      uz: '<p>Yangi tartib ayniqsa viloyatlardagi tadbirkorlar uchun qulay: ilgari kassa apparatini roʻyxatga olish uchun markazga kamida ikki marta borishga toʻgʻri kelardi.</p><ol><li>Shaxsiy kabinetda «Onlayn-NKM» boʻlimini oching va «Yangi kassa» tugmasini bosing.</li><li>Savdo nuqtasi manzili va kassa modelini tanlang.</li><li>Arizani ERI kaliti bilan imzolang.</li><li>Fiskal modulni kuryerdan qabul qiling yoki masofadan faollashtiring.</li></ol><p>Odatda butun jarayon <strong>bir ish kunidan</strong> oshmaydi. Ariza holatini shaxsiy kabinetda kuzatib borish mumkin.</p>',
      ru: '<p>Новый порядок особенно удобен для предпринимателей в регионах: раньше для регистрации кассы приходилось ездить в центр как минимум дважды.</p><ol><li>Откройте в личном кабинете раздел «Онлайн-ККМ» и нажмите «Новая касса».</li><li>Выберите адрес торговой точки и модель кассы.</li><li>Подпишите заявление ключом ЭЦП.</li><li>Получите фискальный модуль у курьера или активируйте его удалённо.</li></ol><p>Как правило, весь процесс занимает <strong>не более одного рабочего дня</strong>. Статус заявки можно отслеживать в личном кабинете.</p>',
      en: '<p>The new procedure is especially convenient for entrepreneurs in the regions, who previously had to travel to a centre at least twice to register a cash register.</p><ol><li>In the personal cabinet, open “Online cash registers” and click “New register”.</li><li>Choose the address of the outlet and the register model.</li><li>Sign the request with your EDS key.</li><li>Receive the fiscal module from a courier or activate it remotely.</li></ol><p>The whole process usually takes <strong>no more than one working day</strong>. You can follow the status of your request in the personal cabinet.</p>',
    },
  },
  {
    slug: 'personal-cabinet-gets-a-new-simpler-interface',
    date: '2025-06-24',
    topic: 'digital',
    title: {
      uz: 'Shaxsiy kabinet yangi, soddaroq interfeysga ega boʻldi',
      ru: 'Личный кабинет получил новый, более простой интерфейс',
      en: 'The personal cabinet gets a new, simpler interface',
    },
    summary: {
      uz: 'Bosh sahifada endi eng kerakli maʼlumotlar — qarzdorlik, yaqin muddatlar va soʻnggi hujjatlar — bir qarashda koʻrinadi.',
      ru: 'На главной странице теперь с первого взгляда видно самое нужное: задолженность, ближайшие сроки и последние документы.',
      en: 'The home page now shows the essentials at a glance: debts, upcoming deadlines and recent documents.',
    },
    body: {
      uz: '<p>Yangi dizayn foydalanuvchilar bilan oʻtkazilgan soʻrovnoma va sinovlar asosida ishlab chiqildi. Unda 3 mingdan ortiq soliq toʻlovchi ishtirok etdi.</p><ul><li>menyu boʻlimlari 14 tadan 6 taga qisqartirildi;</li><li>xizmatlarni nomi boʻyicha qidirish imkoniyati qoʻshildi;</li><li>interfeys mobil qurilmalarga moslashtirildi;</li><li>tungi rejim paydo boʻldi.</li></ul><p>Eski interfeys 1-sentabrgacha «Klassik koʻrinish» tugmasi orqali mavjud boʻladi. Taklif va mulohazalaringizni kabinetdagi «Fikr bildirish» shakli orqali yuboring.</p>',
      ru: '<p>Новый дизайн разработан по итогам опросов и тестирования, в которых участвовали более 3 тысяч налогоплательщиков.</p><ul><li>число разделов меню сокращено с 14 до 6;</li><li>появился поиск услуг по названию;</li><li>интерфейс адаптирован для мобильных устройств;</li><li>добавлен ночной режим.</li></ul><p>Старый интерфейс будет доступен до 1 сентября по кнопке «Классический вид». Предложения и замечания можно отправить через форму «Оставить отзыв» в кабинете.</p>',
      en: '<p>The new design is based on surveys and usability tests with more than 3,000 taxpayers.</p><ul><li>the menu has been cut from 14 sections to 6;</li><li>services can now be searched by name;</li><li>the interface works well on mobile devices;</li><li>a dark mode has been added.</li></ul><p>The old interface remains available until 1 September through the “Classic view” button. Send your suggestions using the “Give feedback” form in the cabinet.</p>',
    },
  },
  {
    slug: 'student-tax-literacy-olympiad-winners-announced',
    date: '2025-06-02',
    topic: 'events',
    title: {
      uz: 'Talabalar oʻrtasidagi soliq savodxonligi olimpiadasi gʻoliblari aniqlandi',
      ru: 'Названы победители студенческой олимпиады по налоговой грамотности',
      en: 'Winners of the student tax literacy olympiad announced',
    },
    summary: {
      uz: 'Olimpiadaning final bosqichida 12 ta oliy taʼlim muassasasidan 48 nafar talaba bellashdi.',
      ru: 'В финале олимпиады соревновались 48 студентов из 12 вузов.',
      en: 'The final round brought together 48 students from 12 universities.',
    },
    body: {
      uz: '<p>Olimpiada ikki bosqichda oʻtdi: onlayn test va Toshkentdagi final. Finalda ishtirokchilar real holatlar asosida soliq hisobotini tayyorladi va oʻz yechimlarini hakamlar oldida himoya qildi.</p><ul><li>1-oʻrin — Madina Rahimova (iqtisodiyot yoʻnalishi, 3-kurs);</li><li>2-oʻrin — Sardor Eshmatov (buxgalteriya hisobi, 4-kurs);</li><li>3-oʻrin — Gulnoza Yoʻldosheva (moliya, 2-kurs).</li></ul><p>Gʻoliblar qimmatbaho sovgʻalar bilan taqdirlandi hamda korxonamizda yozgi amaliyot oʻtash taklifini oldi.</p>',
      ru: '<p>Олимпиада прошла в два этапа: онлайн-тест и финал в Ташкенте. В финале участники готовили налоговую отчётность на реальных примерах и защищали свои решения перед жюри.</p><ul><li>1-е место — Мадина Рахимова (экономика, 3-й курс);</li><li>2-е место — Сардор Эшматов (бухгалтерский учёт, 4-й курс);</li><li>3-е место — Гулноза Юлдашева (финансы, 2-й курс).</li></ul><p>Призёры получили ценные подарки и приглашение на летнюю практику на нашем предприятии.</p>',
      en: '<p>The olympiad had two rounds: an online test and a final in Tashkent. In the final, participants prepared tax reports based on real cases and defended their solutions before a jury.</p><ul><li>1st place: Madina Rahimova (economics, 3rd year);</li><li>2nd place: Sardor Eshmatov (accounting, 4th year);</li><li>3rd place: Gulnoza Yuldosheva (finance, 2nd year).</li></ul><p>The top three received prizes and an offer of a summer internship with our enterprise.</p>',
    },
  },
  {
    slug: 'tax-accounting-consultations-by-appointment',
    date: '2025-05-12',
    topic: 'services',
    title: {
      uz: 'Soliq hisobi boʻyicha maslahatlar endi oldindan yozilish orqali',
      ru: 'Консультации по налоговому учёту теперь по предварительной записи',
      en: 'Tax accounting consultations now available by appointment',
    },
    summary: {
      uz: 'Tajribali mutaxassislarimiz murakkab savollar boʻyicha yakka tartibda — markazda yoki videoaloqa orqali — maslahat beradi.',
      ru: 'Опытные специалисты консультируют по сложным вопросам индивидуально — в центре или по видеосвязи.',
      en: 'Our experienced specialists give one-to-one advice on complex questions, either at a centre or by video call.',
    },
    body: {
      uz: '<p>1198 call-markazi umumiy savollarga bepul javob beradi. Biroq soliq rejimini tanlash, QQSni qayta hisoblash yoki tekshiruvga tayyorlanish kabi masalalar chuqurroq tahlilni talab qiladi. Aynan shunday holatlar uchun pullik maslahat xizmati ishga tushirildi.</p><ul><li>markazdagi yuzma-yuz uchrashuv;</li><li>videoaloqa orqali onlayn maslahat;</li><li>savolga yozma xulosa (3 ish kuni ichida).</li></ul><p>Bitta maslahat (2 soatgacha) narxi — <strong>600 000 soʻm</strong>. Shaxsiy kabinet yoki 1198 orqali yozilish mumkin.</p>',
      ru: '<p>Колл-центр 1198 бесплатно отвечает на общие вопросы. Однако выбор налогового режима, перерасчёт НДС или подготовка к проверке требуют более глубокого разбора. Для таких случаев запущена платная консультационная услуга.</p><ul><li>личная встреча в центре;</li><li>онлайн-консультация по видеосвязи;</li><li>письменное заключение по вопросу (в течение 3 рабочих дней).</li></ul><p>Стоимость одной консультации (до 2 часов) — <strong>600 000 сум</strong>. Записаться можно в личном кабинете или по номеру 1198.</p>',
      en: '<p>The 1198 call centre answers general questions free of charge. But issues such as choosing a tax regime, recalculating VAT or preparing for an audit need closer analysis. A paid consultation service has been launched for such cases.</p><ul><li>a face-to-face meeting at a centre;</li><li>an online consultation by video call;</li><li>a written opinion on your question (within 3 working days).</li></ul><p>One consultation (up to 2 hours) costs <strong>600,000 soʻm</strong>. Book in the personal cabinet or by calling 1198.</p>',
    },
  },
  {
    slug: 'we-are-hiring-call-centre-1198-operators',
    date: '2025-04-03',
    topic: 'announcements',
    title: {
      uz: '1198 call-markaziga operatorlar ishga taklif etiladi',
      ru: 'Приглашаем на работу операторов колл-центра 1198',
      en: 'We are hiring operators for the 1198 call centre',
    },
    summary: {
      uz: 'Toshkent, Samarqand va Fargʻonadagi filiallarimizga oʻzbek va rus tillarini yaxshi biladigan xushmuomala xodimlar kerak.',
      ru: 'В наши филиалы в Ташкенте, Самарканде и Фергане требуются вежливые сотрудники, хорошо владеющие узбекским и русским языками.',
      en: 'Our branches in Tashkent, Samarkand and Fergana are looking for courteous staff fluent in Uzbek and Russian.',
    },
    body: {
      uz: '<p>Operatorlar soliq toʻlovchilarning telefon va chat orqali kelgan savollariga javob beradi. Ishga qabul qilingach, ikki haftalik pullik oʻqitish oʻtkaziladi.</p><h2>Talablar</h2><ul><li>oʻrta maxsus yoki oliy maʼlumot;</li><li>kompyuterda ishonchli ishlash;</li><li>ingliz tilini bilish afzallik hisoblanadi.</li></ul><p>Smenali ish jadvali, rasmiy bandlik va ijtimoiy kafolatlar taqdim etiladi. Arizalarni saytning «Vakansiyalar» boʻlimi orqali yuboring.</p>',
      ru: '<p>Операторы отвечают на вопросы налогоплательщиков по телефону и в чате. После приёма на работу проводится двухнедельное оплачиваемое обучение.</p><h2>Требования</h2><ul><li>среднее специальное или высшее образование;</li><li>уверенная работа на компьютере;</li><li>знание английского языка будет преимуществом.</li></ul><p>Сменный график, официальное трудоустройство и социальные гарантии. Отклики принимаются через раздел «Вакансии» на сайте.</p>',
      en: '<p>Operators answer taxpayers’ questions by phone and chat. New staff receive two weeks of paid training.</p><h2>Requirements</h2><ul><li>vocational or higher education;</li><li>confident computer skills;</li><li>knowledge of English is an advantage.</li></ul><p>We offer shift work, formal employment and social benefits. Apply through the “Vacancies” section of the website.</p>',
    },
  },
  {
    slug: 'list-of-activities-for-self-employed-people-widened',
    date: '2025-03-14',
    topic: 'legislation',
    title: {
      uz: 'Oʻzini oʻzi band qilgan shaxslar shugʻullanishi mumkin boʻlgan faoliyat turlari roʻyxati kengaytirildi',
      ru: 'Расширен перечень видов деятельности для самозанятых',
      en: 'The list of activities open to self-employed people has been widened',
    },
    summary: {
      uz: 'Hukumat qaroriga binoan roʻyxatga IT, dizayn, tarjima va onlayn taʼlim sohasidagi xizmatlar qoʻshildi.',
      ru: 'Постановлением правительства в перечень добавлены услуги в сфере IT, дизайна, перевода и онлайн-обучения.',
      en: 'A government resolution has added services in IT, design, translation and online teaching to the list.',
    },
    body: {
      uz: '<p>Oʻzgarishlar masofadan ishlaydigan yoshlar va frilanserlarga oʻz daromadini qonuniylashtirish imkonini beradi. Ular yakka tartibdagi tadbirkor sifatida roʻyxatdan oʻtmasdan faoliyat yuritishi mumkin.</p><ul><li>veb-saytlar va mobil ilovalar ishlab chiqish;</li><li>grafik dizayn va fotosuratga ishlov berish;</li><li>matnlarni tarjima qilish va tahrirlash;</li><li>onlayn darslar va repetitorlik.</li></ul><p>Roʻyxatdan oʻtish mobil ilova yoki <a href="https://my.soliq.uz">shaxsiy kabinet</a> orqali bir necha daqiqada amalga oshiriladi. Belgilangan chegaradan oshmagan daromad soliqqa tortilmaydi.</p>',
      ru: '<p>Изменения позволят молодёжи и фрилансерам, работающим удалённо, легализовать доходы без регистрации в качестве индивидуального предпринимателя.</p><ul><li>разработка сайтов и мобильных приложений;</li><li>графический дизайн и обработка фотографий;</li><li>перевод и редактирование текстов;</li><li>онлайн-уроки и репетиторство.</li></ul><p>Зарегистрироваться можно за несколько минут в мобильном приложении или в <a href="https://my.soliq.uz">личном кабинете</a>. Доход в пределах установленного лимита налогом не облагается.</p>',
      en: '<p>The change lets young people and freelancers who work remotely make their income official without registering as sole traders.</p><ul><li>building websites and mobile apps;</li><li>graphic design and photo editing;</li><li>translating and editing texts;</li><li>online lessons and tutoring.</li></ul><p>Registration takes a few minutes in the mobile app or the <a href="https://my.soliq.uz">personal cabinet</a>. Income within the set limit is not taxed.</p>',
    },
  },
  {
    slug: 'open-api-connects-e-invoicing-to-accounting-software',
    date: '2025-02-12',
    topic: 'digital',
    title: {
      uz: 'Ochiq API elektron hisob-faktura tizimini buxgalteriya dasturlari bilan bogʻlaydi',
      ru: 'Открытый API связывает систему электронных счетов-фактур с бухгалтерскими программами',
      en: 'An open API connects e-invoicing to accounting software',
    },
    summary: {
      uz: 'Dasturchilar va integratorlar uchun hujjatlarni yaratish, imzolash va holatini olish imkonini beruvchi API hujjatlari eʼlon qilindi.',
      ru: 'Для разработчиков и интеграторов опубликована документация API для создания и подписания документов и получения их статуса.',
      en: 'API documentation is now published for developers and integrators, covering how to create and sign documents and get their status.',
    },
    body: {
      uz: '<p>Koʻplab korxonalar hisob-fakturalarni buxgalteriya dasturida tayyorlab, keyin ularni tizimga qoʻlda koʻchiradi. API bu ortiqcha bosqichni olib tashlaydi: hujjat bir marta kiritiladi va avtomatik yuboriladi.</p><ul><li>REST interfeysi va JSON formati;</li><li>sinov muhiti (sandbox) va namunaviy soʻrovlar;</li><li>hujjat holati oʻzgarganda webhook orqali xabarnoma.</li></ul><p>Sinov muhitida ishlash bepul. Unga kirish uchun shaxsiy kabinetda ariza qoldiring, texnik savollar boʻyicha esa integratsiya boʻlimi mutaxassislari yordam beradi.</p>',
      ru: '<p>Многие предприятия готовят счета-фактуры в бухгалтерской программе, а затем вручную переносят их в систему. API убирает этот лишний шаг: документ вводится один раз и отправляется автоматически.</p><ul><li>REST-интерфейс и формат JSON;</li><li>тестовая среда (sandbox) и примеры запросов;</li><li>уведомление через webhook при изменении статуса документа.</li></ul><p>Работа в тестовой среде бесплатна. Чтобы получить к ней доступ, оставьте заявку в личном кабинете; с техническими вопросами помогут специалисты отдела интеграции.</p>',
      en: '<p>Many companies prepare invoices in their accounting software and then copy them into the system by hand. The API removes that extra step: a document is entered once and sent automatically.</p><ul><li>a REST interface with JSON;</li><li>a sandbox with sample requests;</li><li>webhook notifications when a document’s status changes.</li></ul><p>Using the sandbox is free. To get access, apply in the personal cabinet; our integration team can help with technical questions.</p>',
    },
  },
  {
    slug: 'certificate-of-no-tax-debt-available-online',
    date: '2025-01-20',
    topic: 'services',
    title: {
      uz: 'Soliq qarzi yoʻqligi haqidagi maʼlumotnomani endi bir necha daqiqada onlayn olish mumkin',
      ru: 'Справку об отсутствии налоговой задолженности теперь можно получить онлайн за несколько минут',
      en: 'A certificate of no tax debt can now be obtained online in minutes',
    },
    summary: {
      uz: 'Tender, kredit yoki viza uchun talab qilinadigan maʼlumotnoma shaxsiy kabinetda shakllantiriladi va QR-kod bilan tasdiqlanadi.',
      ru: 'Справка, которую требуют для тендера, кредита или визы, формируется в личном кабинете и заверяется QR-кодом.',
      en: 'The certificate needed for tenders, loans or visas is generated in the personal cabinet and verified with a QR code.',
    },
    body: {
      uz: '<p>Ilgari maʼlumotnoma olish uchun soliq inspeksiyasiga ariza bilan borish va bir necha kun kutish kerak edi. Endi bu xizmat toʻliq elektron koʻrinishda koʻrsatiladi.</p><ol><li>Shaxsiy kabinetga ERI kaliti yoki OneID orqali kiring.</li><li>«Maʼlumotnomalar» boʻlimida kerakli turini tanlang.</li><li>Tayyor PDF faylni yuklab oling yoki havolani tashkilotga yuboring.</li></ol><p>Maʼlumotnomadagi QR-kod orqali istalgan tashkilot uning haqiqiyligini tekshira oladi. Xizmat narxi — <strong>45 000 soʻm</strong>, toʻlov kabinetning oʻzida amalga oshiriladi.</p>',
      ru: '<p>Раньше за справкой нужно было идти в налоговую инспекцию с заявлением и ждать несколько дней. Теперь услуга полностью электронная.</p><ol><li>Войдите в личный кабинет с ключом ЭЦП или через OneID.</li><li>В разделе «Справки» выберите нужный вид.</li><li>Скачайте готовый PDF или отправьте ссылку в организацию.</li></ol><p>Любая организация может проверить подлинность справки по QR-коду. Стоимость услуги — <strong>45 000 сум</strong>, оплатить её можно прямо в кабинете.</p>',
      en: '<p>Previously, you had to take an application to the tax inspectorate and wait several days for the certificate. The service is now fully electronic.</p><ol><li>Log in to the personal cabinet with an EDS key or OneID.</li><li>Choose the type you need under “Certificates”.</li><li>Download the ready PDF or send a link to the organisation.</li></ol><p>Any organisation can check that the certificate is genuine using its QR code. The service costs <strong>45,000 soʻm</strong>, payable in the cabinet itself.</p>',
    },
  },
  {
    slug: 'round-table-with-business-associations-on-digital-tax-services',
    date: '2024-12-10',
    topic: 'events',
    title: {
      uz: 'Tadbirkorlar birlashmalari bilan raqamli soliq xizmatlarini takomillashtirish boʻyicha davra suhbati',
      ru: 'Круглый стол с бизнес-объединениями о совершенствовании цифровых налоговых сервисов',
      en: 'Round table with business associations on improving digital tax services',
    },
    summary: {
      uz: 'Davra suhbatida tadbirkorlar elektron xizmatlardan foydalanishdagi muammolarni koʻtarib chiqdi, ularning 20 dan ortiq taklifi 2025-yilgi ish rejasiga kiritildi.',
      ru: 'На круглом столе предприниматели рассказали о трудностях при работе с электронными сервисами; более 20 их предложений вошли в план работы на 2025 год.',
      en: 'At the round table, entrepreneurs described the difficulties they face with online services; more than 20 of their proposals were added to the 2025 work plan.',
    },
    body: {
      uz: '<p>Tadbirda savdo, qurilish, qishloq xoʻjaligi va xizmat koʻrsatish sohalaridagi tadbirkorlar birlashmalari vakillari ishtirok etdi. Muhokama ochiq va amaliy ruhda oʻtdi.</p><ul><li>hisob-fakturalarni ommaviy imzolash imkoniyatini joriy etish;</li><li>mobil ilovada onlayn-NKM hisobotlarini koʻrsatish;</li><li>hududlarda ERI kalitini olish muddatini qisqartirish.</li></ul><blockquote>«Har bir taklif koʻrib chiqiladi va uning ijrosi haqida tadbirkorlarga alohida maʼlumot beramiz», — dedi korxona direktori Bahodir Nurmatov.</blockquote><p>Bunday uchrashuvlarni har chorakda oʻtkazish kelishib olindi.</p>',
      ru: '<p>В мероприятии участвовали представители объединений предпринимателей из сфер торговли, строительства, сельского хозяйства и услуг. Обсуждение прошло открыто и по-деловому.</p><ul><li>внедрить массовое подписание счетов-фактур;</li><li>показывать отчёты онлайн-ККМ в мобильном приложении;</li><li>сократить сроки получения ключа ЭЦП в регионах.</li></ul><blockquote>«Каждое предложение будет рассмотрено, и о ходе его выполнения мы отдельно проинформируем предпринимателей», — сказал директор предприятия Баходир Нурматов.</blockquote><p>Договорились проводить такие встречи ежеквартально.</p>',
      en: '<p>The event brought together business associations from trade, construction, agriculture and services. The discussion was open and practical.</p><ul><li>introduce bulk signing of e-invoices;</li><li>show online cash register reports in the mobile app;</li><li>shorten the time it takes to get an EDS key in the regions.</li></ul><blockquote>“Every proposal will be considered, and we will keep entrepreneurs informed about how each one is carried out,” said the enterprise’s director, Bahodir Nurmatov.</blockquote><p>The participants agreed to meet every quarter.</p>',
    },
  },
];
