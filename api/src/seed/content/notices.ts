/**
 * The privacy notice and the accessibility statement, as documents (a contents list, anchors, print, download).
 * What they say about keeping data is what the API does (api/src/lib/retention.ts); change both together.
 * Sample texts for the demo site; addresses and e-mail domains are fictional.
 */
import type { DocumentSeed } from './types.ts';

export const privacy: DocumentSeed = {
  slug: 'privacy',
  title: {
    uz: 'Maxfiylik bildirishnomasi: shaxsiy maʼlumotlaringiz bilan nima qilamiz',
    ru: 'Уведомление о конфиденциальности: что мы делаем с вашими персональными данными',
    en: 'Privacy notice: what we do with your personal data',
  },
  version: '1.0',
  updated: '2026-11-22',
  sections: [
    {
      id: 'who-we-are',
      heading: {
        uz: '1. Maʼlumotlaringiz uchun kim javob beradi',
        ru: '1. Кто отвечает за ваши данные',
        en: '1. Who is responsible for your data',
      },
      body: {
        uz: '<p>Ushbu saytda siz yuborgan shaxsiy maʼlumotlar uchun «Soliq servis» davlat unitar korxonasi javob beradi: 100084, Toshkent shahri, Yunusobod tumani, Abdulla Qodiriy koʻchasi, 12A-uy.</p><p>Maʼlumotlarni himoya qilish boʻyicha savollar: <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a>, telefon 1198 (ish kunlari 9:00–18:00).</p><p>Biz maʼlumotlarni Oʻzbekiston Respublikasining «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonuniga muvofiq qayta ishlaymiz.</p>',
        ru: '<p>За персональные данные, которые вы отправляете через этот сайт, отвечает государственное унитарное предприятие «Солиқ сервис»: 100084, г. Ташкент, Юнусабадский район, ул. Абдуллы Кадыри, 12А.</p><p>Вопросы о защите данных: <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a>, телефон 1198 (рабочие дни, 9:00–18:00).</p><p>Мы обрабатываем данные в соответствии с Законом Республики Узбекистан «О персональных данных».</p>',
        en: '<p>Soliq Service State Unitary Enterprise is responsible for the personal data you send through this website: 12A Abdulla Qodiriy Street, Yunusabad District, Tashkent 100084.</p><p>Questions about data protection: <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a>, phone 1198 (working days, 9:00–18:00).</p><p>We process data under the Law of the Republic of Uzbekistan “On Personal Data”.</p>',
      },
    },
    {
      id: 'what-we-keep',
      heading: { uz: '2. Nimalarni saqlaymiz va nima uchun', ru: '2. Что мы храним и зачем', en: '2. What we keep, and why' },
      body: {
        uz: '<ul><li><strong>Xabar shakli</strong> («Kontaktlar»): F.I.Sh., telefon, elektron pochta va xabar matni — sizga javob berish uchun.</li><li><strong>Vakansiyaga ariza</strong>: familiya, ism, otasining ismi, tugʻilgan sana, telefon, elektron pochta va rezyume fayli — arizangizni koʻrib chiqish va siz bilan bogʻlanish uchun.</li><li><strong>Hamkorlik arizasi</strong>: kompaniya nomi, aloqa uchun shaxsning F.I.Sh., telefoni, elektron pochtasi, sayt manzili va integratsiya tavsifi — taklifingizni koʻrib chiqish uchun.</li><li><strong>Xizmatga buyurtma</strong>: F.I.Sh., telefon, hudud, izoh, buyurtma qilingan mahsulot va uning narxi — xizmatni koʻrsatish uchun.</li><li><strong>Shaxsiy kabinet</strong>: elektron pochta, F.I.Sh., telefon, biznes uchun kompaniya nomi va STIR; parolning oʻzi emas, faqat uning qaytarib boʻlmaydigan xeshi — kabinetga kirishingiz va arizalaringizni kuzatishingiz uchun.</li><li><strong>«Sahifa foydali boʻldimi?»</strong>: sahifa manzili, javobingiz va yozganingiz — saytni yaxshilash uchun. Ism va manzil soʻralmaydi.</li></ul><p>Saytdan foydalanish haqida brauzerlar faqat sanoqlarni yuboradi (sahifa koʻrishlar va xatolar soni, versiyalar boʻyicha): ularda siz haqingizda hech narsa yoʻq.</p>',
        ru: '<ul><li><strong>Форма сообщения</strong> («Контакты»): ФИО, телефон, электронная почта и текст сообщения — чтобы вам ответить.</li><li><strong>Отклик на вакансию</strong>: фамилия, имя, отчество, дата рождения, телефон, электронная почта и файл резюме — чтобы рассмотреть отклик и связаться с вами.</li><li><strong>Заявка партнёра</strong>: название компании, ФИО контактного лица, телефон, электронная почта, адрес сайта и описание интеграции — чтобы рассмотреть предложение.</li><li><strong>Заказ услуги</strong>: ФИО, телефон, регион, комментарий, заказанный продукт и его цена — чтобы оказать услугу.</li><li><strong>Личный кабинет</strong>: электронная почта, ФИО, телефон, для бизнеса — название компании и ИНН; не сам пароль, а только его необратимый хеш — чтобы вы входили в кабинет и следили за заявками.</li><li><strong>«Была ли страница полезна?»</strong>: адрес страницы, ваш ответ и то, что вы написали, — чтобы улучшать сайт. Имя и адрес не запрашиваются.</li></ul><p>Об использовании сайта браузеры присылают только счётчики (число просмотров и ошибок по версиям разделов): в них нет ничего о вас.</p>',
        en: '<ul><li><strong>The message form</strong> (Contacts): full name, phone, e-mail and your message — to answer you.</li><li><strong>A vacancy application</strong>: last, first and middle names, date of birth, phone, e-mail and your CV file — to consider the application and contact you.</li><li><strong>A partner application</strong>: company name, the contact person’s full name, phone, e-mail, website and the integration you describe — to consider the proposal.</li><li><strong>A service order</strong>: full name, phone, region, your comment, the product ordered and its price — to provide the service.</li><li><strong>The personal cabinet</strong>: e-mail, full name, phone and, for a business, its name and taxpayer number; never the password itself, only a one-way hash of it — so that you can sign in and follow your requests.</li><li><strong>“Was this page useful?”</strong>: the page’s address, your answer and what you write — to improve the site. We do not ask for your name or address.</li></ul><p>About the use of the site, browsers send counts only (page views and errors per version of a section): nothing about you.</p>',
      },
    },
    {
      id: 'how-long',
      heading: { uz: '3. Qancha vaqt saqlaymiz', ru: '3. Как долго мы храним данные', en: '3. How long we keep it' },
      body: {
        uz: '<ul><li>Xabarlar va hamkorlik arizalari — 1 yil, soʻng avtomatik oʻchiriladi.</li><li>Vakansiyaga arizalar rezyume fayli bilan — 6 oy, soʻng avtomatik oʻchiriladi.</li><li>Xizmatga buyurtmalar — 3 yil (buxgalteriya hisobi uchun), soʻng avtomatik oʻchiriladi.</li><li>«Sahifa foydali boʻldimi?» javoblari — 1 yil.</li><li>Shaxsiy kabinet — siz uni oʻchirishni soʻramaguningizcha; kirish seansi 7 kun amal qiladi.</li><li>Foydalanish sanoqlari — 14 kun.</li><li>Xodimlarning harakatlari jurnali (murojaatingizni kim, qachon va qaysi manzildan ochgani, unga javob bergani yoki holatini oʻzgartirgani) — 2 yil, soʻng avtomatik oʻchiriladi.</li></ul>',
        ru: '<ul><li>Сообщения и заявки партнёров — 1 год, затем удаляются автоматически.</li><li>Отклики на вакансии вместе с файлом резюме — 6 месяцев, затем удаляются автоматически.</li><li>Заказы услуг — 3 года (для бухгалтерского учёта), затем удаляются автоматически.</li><li>Ответы «Была ли страница полезна?» — 1 год.</li><li>Личный кабинет — пока вы не попросите его удалить; сеанс входа действует 7 дней.</li><li>Счётчики использования — 14 дней.</li><li>Журнал действий сотрудников (кто, когда и с какого адреса открыл ваше обращение, ответил на него или изменил его статус) — 2 года, затем удаляется автоматически.</li></ul>',
        en: '<ul><li>Messages and partner applications: 1 year, then deleted automatically.</li><li>Vacancy applications with their CV files: 6 months, then deleted automatically.</li><li>Service orders: 3 years (for the accounts), then deleted automatically.</li><li>“Was this page useful?” answers: 1 year.</li><li>Your personal cabinet: until you ask us to delete it; a sign-in lasts 7 days.</li><li>Usage counts: 14 days.</li><li>The log of staff actions (who opened your request, answered it or changed its status, when, and from which address): 2 years, then deleted automatically.</li></ul>',
      },
    },
    {
      id: 'who-sees-it',
      heading: { uz: '4. Maʼlumotlarni kim koʻradi', ru: '4. Кто видит данные', en: '4. Who sees it' },
      body: {
        uz: '<p>Faqat ishi shuni talab qiladigan xodimlarimiz: xabarlarni — call-markaz, vakansiyaga arizalarni — kadrlar boʻlimi, hamkorlik arizalarini — integratsiya boʻlimi, buyurtmalarni — tegishli hududiy markaz. Ular shaxsiy xodim hisobi bilan kiradi.</p><p>Biz maʼlumotlarni sotmaymiz va reklama uchun bermaymiz. Uchinchi shaxslarga faqat qonunda belgilangan hollarda, vakolatli organning yozma soʻroviga binoan beramiz. Maʼlumotlar Oʻzbekiston hududidagi serverlarda saqlanadi.</p>',
        ru: '<p>Только те наши сотрудники, чьей работе это нужно: сообщения — колл-центр, отклики на вакансии — отдел кадров, заявки партнёров — отдел интеграции, заказы — соответствующий региональный центр. Они входят под личной учётной записью сотрудника.</p><p>Мы не продаём данные и не передаём их для рекламы. Третьим лицам данные передаются только в случаях, установленных законом, по письменному запросу уполномоченного органа. Данные хранятся на серверах на территории Узбекистана.</p>',
        en: '<p>Only the staff whose work needs it: messages are read by the call centre, vacancy applications by Human Resources, partner applications by the integration team, orders by the regional centre concerned. They sign in with a personal staff account.</p><p>We never sell your data or pass it on for advertising. We disclose it to others only where the law requires, on a written request from an authorised body. The data is stored on servers in Uzbekistan.</p>',
      },
    },
    {
      id: 'cookies',
      heading: { uz: '5. Cookie fayllari', ru: '5. Файлы cookie', en: '5. Cookies' },
      body: {
        uz: '<p>Sayt faqat ishlashi uchun zarur cookie fayllaridan foydalanadi; reklama va kuzatuv cookie fayllari yoʻq.</p><ul><li><code>i18n_redirected</code> — tanlangan til, 1 yil;</li><li><code>tax_sid</code>, <code>tax_signed_in</code> — kabinetga kirganingiz, 7 kun;</li><li><code>tax_device</code> — bu qurilmadan muvaffaqiyatli kirganingiz (parol tanlashga urinishlarga qarshi himoya), 180 kun;</li><li><code>site_bucket</code> — yangi versiya ulushini sinashda qaysi versiyani koʻrishingiz (0 dan 99 gacha tasodifiy son), 30 kun;</li><li><code>site_override</code> — faqat sinovchilar uchun: tanlangan versiya, brauzer yopilguncha;</li><li><code>tax_staff</code> — faqat korxona xodimlari uchun: ish maydoniga kirish, koʻpi bilan 12 soat.</li></ul>',
        ru: '<p>Сайт использует только файлы cookie, необходимые для его работы; рекламных и отслеживающих cookie нет.</p><ul><li><code>i18n_redirected</code> — выбранный язык, 1 год;</li><li><code>tax_sid</code>, <code>tax_signed_in</code> — вход в кабинет, 7 дней;</li><li><code>tax_device</code> — успешный вход с этого устройства (защита от подбора паролей), 180 дней;</li><li><code>site_bucket</code> — какую версию раздела вы видите, пока новая версия проверяется на части посетителей (случайное число от 0 до 99), 30 дней;</li><li><code>site_override</code> — только для тестировщиков: выбранная версия, до закрытия браузера;</li><li><code>tax_staff</code> — только для сотрудников предприятия: вход в рабочее пространство, не более 12 часов.</li></ul>',
        en: '<p>The site uses only the cookies it needs to work; there are no advertising or tracking cookies.</p><ul><li><code>i18n_redirected</code>: the language you chose, 1 year;</li><li><code>tax_sid</code>, <code>tax_signed_in</code>: that you are signed in to the cabinet, 7 days;</li><li><code>tax_device</code>: that you signed in successfully from this device (a protection against password guessing), 180 days;</li><li><code>site_bucket</code>: which version of a section you see while a new one is tried on a share of visitors (a random number from 0 to 99), 30 days;</li><li><code>site_override</code>: for testers only, the version they chose, until the browser is closed;</li><li><code>tax_staff</code>: for the enterprise’s staff only, that they are signed in to the workspace, 12 hours at most.</li></ul>',
      },
    },
    {
      id: 'your-rights',
      heading: { uz: '6. Huquqlaringiz', ru: '6. Ваши права', en: '6. Your rights' },
      body: {
        uz: '<p>Siz biz saqlayotgan maʼlumotlaringiz bilan tanishish, ularni tuzatish yoki oʻchirishni talab qilish va roziligingizni qaytarib olish huquqiga egasiz. <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a> manziliga yozing yoki 1198 ga qoʻngʻiroq qiling: 10 ish kuni ichida javob beramiz. Javobimiz sizni qoniqtirmasa, Oʻzbekiston Respublikasi Davlat personallashtirish markaziga murojaat qilishingiz mumkin.</p><p>Ushbu bildirishnoma 2026-yil 22-noyabrda yangilangan.</p>',
        ru: '<p>Вы вправе узнать, какие ваши данные мы храним, потребовать их исправить или удалить и отозвать согласие. Напишите на <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a> или позвоните 1198: мы ответим в течение 10 рабочих дней. Если ответ вас не устроит, вы можете обратиться в Государственный центр персонализации Республики Узбекистан.</p><p>Уведомление обновлено 22 ноября 2026 года.</p>',
        en: '<p>You may ask what data we hold about you, have it corrected or deleted, and withdraw your consent. Write to <a href="mailto:privacy@soliqservis.example">privacy@soliqservis.example</a> or call 1198: we answer within 10 working days. If our answer does not satisfy you, you may complain to the State Personalisation Centre of the Republic of Uzbekistan.</p><p>This notice was last updated on 22 November 2026.</p>',
      },
    },
  ],
};

export const accessibility: DocumentSeed = {
  slug: 'accessibility',
  title: {
    uz: 'Qulaylik bayonoti: saytdan hamma foydalana oladimi',
    ru: 'Заявление о доступности: могут ли сайтом пользоваться все',
    en: 'Accessibility statement: can everyone use this site',
  },
  version: '1.0',
  updated: '2026-11-22',
  sections: [
    {
      id: 'our-aim',
      heading: { uz: '1. Maqsadimiz', ru: '1. Наша цель', en: '1. What we aim for' },
      body: {
        uz: '<p>Saytdan har kim foydalana olishi kerak: sekin internetdagi arzon telefonda, faqat klaviatura bilan, ekran oʻquvchi dastur bilan, matnni 200 foizgacha kattalashtirib yoki yuqori kontrast rejimida. Sayt oʻzbek, rus va ingliz tillarida ishlaydi.</p><p>Ushbu bayonot «Soliq servis» saytiga (barcha boʻlimlari va shaxsiy kabinet bilan) tegishli.</p>',
        ru: '<p>Сайтом должен пользоваться каждый: на недорогом телефоне при медленном интернете, только с клавиатуры, с программой экранного доступа, при увеличении текста до 200 процентов или в режиме высокой контрастности. Сайт работает на узбекском, русском и английском языках.</p><p>Заявление относится к сайту «Солиқ сервис» со всеми разделами и личным кабинетом.</p>',
        en: '<p>Everyone should be able to use this site: on a cheap phone on a slow connection, with a keyboard only, with a screen reader, with text zoomed to 200 per cent, or in a high-contrast mode. The site works in Uzbek, Russian and English.</p><p>This statement covers the Soliq Service website, all its sections and the personal cabinet.</p>',
      },
    },
    {
      id: 'status',
      heading: { uz: '2. Muvofiqlik holati', ru: '2. Статус соответствия', en: '2. Compliance status' },
      body: {
        uz: '<p>Sayt WCAG 2.2 (Veb-kontent qulayligi boʻyicha koʻrsatmalar) AA darajasiga <strong>qisman mos keladi</strong>: quyidagi maʼlum muammolardan tashqari barcha talablar bajarilgan.</p>',
        ru: '<p>Сайт <strong>частично соответствует</strong> уровню AA руководства WCAG 2.2 (Руководство по доступности веб-контента): все требования выполнены, кроме известных проблем, перечисленных ниже.</p>',
        en: '<p>This site is <strong>partially compliant</strong> with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: it meets every requirement except for the known issues listed below.</p>',
      },
    },
    {
      id: 'known-issues',
      heading: { uz: '3. Maʼlum muammolar', ru: '3. Известные проблемы', en: '3. Known issues' },
      body: {
        uz: '<ul><li>Bosh sahifadagi hududlar xaritasi sxematik: hududlar taxminiy joylashuvdagi bloklar sifatida koʻrsatiladi. Xarita yonidagi roʻyxat xuddi shu tanlovni beradi.</li><li>Videolar YouTube orqali koʻrsatiladi; ularning subtitrlari YouTube tomonidan avtomatik yaratiladi va xato boʻlishi mumkin. Har bir videoning qisqacha mazmuni sahifada matn sifatida bor.</li><li>Hali tarjima qilinmagan ayrim matnlar oʻzbek tilida koʻrsatiladi va shunday deb belgilanadi; ekran oʻquvchi ularni oʻzbek tilida oʻqiydi.</li><li>Yuklab olinadigan hujjatlar (Ustav, oferta) HTML faylidir: ular brauzerda ochiladi va kattalashtiriladi, lekin chop etishdagi sahifa boʻlinishi har xil boʻlishi mumkin.</li></ul><p>Ushbu muammolarni 2027-yil 1-iyungacha bartaraf etishni rejalashtirganmiz.</p>',
        ru: '<ul><li>Карта регионов на главной странице схематична: регионы показаны блоками в приблизительном расположении. Список рядом с картой даёт тот же выбор.</li><li>Видео показываются через YouTube; субтитры к ним создаёт YouTube автоматически, и в них бывают ошибки. Краткое содержание каждого видео есть на странице текстом.</li><li>Некоторые ещё не переведённые тексты показываются на узбекском языке и помечены так; программа экранного доступа читает их по-узбекски.</li><li>Документы для скачивания (устав, оферта) — файлы HTML: они открываются и масштабируются в браузере, но разбивка на страницы при печати может отличаться.</li></ul><p>Мы планируем устранить эти проблемы до 1 июня 2027 года.</p>',
        en: '<ul><li>The regions map on the home page is schematic: regions are drawn as blocks in their approximate position. The list beside the map offers the same choice.</li><li>Videos are played through YouTube, whose captions are generated automatically and may contain mistakes. Each video’s summary is on the page as text.</li><li>Some texts not yet translated are shown in Uzbek and marked as such; screen readers read them in Uzbek.</li><li>The downloadable documents (the charter, the public offer) are HTML files: they open and zoom in a browser, but their page breaks when printed may differ.</li></ul><p>We plan to fix these issues by 1 June 2027.</p>',
      },
    },
    {
      id: 'how-we-test',
      heading: { uz: '4. Qanday tekshiramiz', ru: '4. Как мы проверяем', en: '4. How we test' },
      body: {
        uz: '<p>Har bir oʻzgarishda barcha sahifalar uch tilda, 375 va 1280 piksel kenglikda avtomatik tekshiriladi: axe qoidalari, har bir koʻrinadigan matnning fonga nisbatan kontrasti, gorizontal aylantirish yoʻqligi. Har bir shakl va menyu klaviatura bilan tekshiriladi.</p>',
        ru: '<p>При каждом изменении все страницы на трёх языках при ширине 375 и 1280 пикселей проверяются автоматически: правила axe, контраст каждого видимого текста с его фоном, отсутствие горизонтальной прокрутки. Каждая форма и меню проверяются с клавиатуры.</p>',
        en: '<p>With every change, every page is checked automatically in three languages at 375 and 1280 pixels wide: the axe rules, the contrast of every visible text with what is behind it, and no sideways scrolling. Every form and menu is checked with the keyboard.</p>',
      },
    },
    {
      id: 'report-a-problem',
      heading: { uz: '5. Muammo haqida xabar berish', ru: '5. Как сообщить о проблеме', en: '5. Reporting a problem' },
      body: {
        uz: '<p>Biror narsadan foydalana olmasangiz yoki maʼlumot boshqa shaklda (masalan, katta shriftda yoki ovozli) kerak boʻlsa:</p><ul><li>har bir sahifa pastidagi «Ushbu sahifadagi muammo haqida xabar berish» tugmasidan foydalaning;</li><li><a href="mailto:accessibility@soliqservis.example">accessibility@soliqservis.example</a> manziliga yozing;</li><li>1198 ga qoʻngʻiroq qiling (ish kunlari 9:00–18:00).</li></ul><p>5 ish kuni ichida javob beramiz.</p><p>Bayonot 2026-yil 22-noyabrda tayyorlangan va oxirgi marta shu kuni koʻrib chiqilgan.</p>',
        ru: '<p>Если вы не можете чем-то воспользоваться или вам нужна информация в другом виде (например, крупным шрифтом или аудио):</p><ul><li>нажмите «Сообщить о проблеме на этой странице» внизу любой страницы;</li><li>напишите на <a href="mailto:accessibility@soliqservis.example">accessibility@soliqservis.example</a>;</li><li>позвоните 1198 (рабочие дни, 9:00–18:00).</li></ul><p>Мы ответим в течение 5 рабочих дней.</p><p>Заявление подготовлено 22 ноября 2026 года и в последний раз пересмотрено в тот же день.</p>',
        en: '<p>If you cannot use something, or need information in another format (large print or audio, for example):</p><ul><li>use “Report a problem with this page” at the bottom of any page;</li><li>write to <a href="mailto:accessibility@soliqservis.example">accessibility@soliqservis.example</a>;</li><li>call 1198 (working days, 9:00–18:00).</li></ul><p>We answer within 5 working days.</p><p>This statement was prepared on 22 November 2026 and last reviewed on the same day.</p>',
      },
    },
  ],
};
