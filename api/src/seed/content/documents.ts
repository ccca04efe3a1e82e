/**
 * Sample legal documents of "Soliq servis": the charter (ustav) and the public offer (oferta).
 * Sample texts for the demo site; requisites and figures are fictional.
 */
import { accessibility, privacy } from './notices.ts';
import type { DocumentSeed } from './types.ts';

const ustav: DocumentSeed = {
  slug: 'ustav',
  title: {
    uz: '«Soliq servis» davlat unitar korxonasining Ustavi',
    ru: 'Устав государственного унитарного предприятия «Солиқ сервис»',
    en: 'Charter of the Soliq Service State Unitary Enterprise',
  },
  version: '3.0',
  updated: '2024-09-16',
  sections: [
    {
      id: 'general-provisions',
      heading: { uz: '1. Umumiy qoidalar', ru: '1. Общие положения', en: '1. General provisions' },
      body: {
        uz: '<p>1.1. «Soliq servis» davlat unitar korxonasi (bundan buyon matnda — Korxona) Davlat soliq qoʻmitasi tizimidagi tijorat tashkiloti boʻlib, unga biriktirilgan mol-mulkka nisbatan mulk huquqiga ega emas.</p><p>1.2. Korxonaning toʻliq nomi: oʻzbek tilida — «Soliq servis» davlat unitar korxonasi, rus tilida — Государственное унитарное предприятие «Солиқ сервис». Qisqartirilgan nomi — «Soliq servis» DUK.</p><p>1.3. Korxonaning muassisi — Davlat soliq qoʻmitasi. Korxonaning pochta manzili: 100084, Toshkent shahri, Yunusobod tumani, Abdulla Qodiriy koʻchasi, 12A-uy.</p><p>1.4. Korxona oʻz faoliyatida Oʻzbekiston Respublikasining Konstitutsiyasi, Fuqarolik kodeksi, boshqa qonun hujjatlari hamda ushbu Ustavga amal qiladi.</p>',
        ru: '<p>1.1. Государственное унитарное предприятие «Солиқ сервис» (далее — Предприятие) является коммерческой организацией системы Государственного налогового комитета, не наделённой правом собственности на закреплённое за ней имущество.</p><p>1.2. Полное наименование Предприятия: на узбекском языке — «Soliq servis» davlat unitar korxonasi, на русском языке — Государственное унитарное предприятие «Солиқ сервис». Сокращённое наименование — ГУП «Солиқ сервис».</p><p>1.3. Учредителем Предприятия является Государственный налоговый комитет. Почтовый адрес Предприятия: 100084, г. Ташкент, Юнусабадский район, улица Абдуллы Кадыри, 12А.</p><p>1.4. В своей деятельности Предприятие руководствуется Конституцией Республики Узбекистан, Гражданским кодексом, иными актами законодательства и настоящим Уставом.</p>',
        en: '<p>1.1. Soliq Service State Unitary Enterprise (the Enterprise) is a commercial organisation within the State Tax Committee system. It does not own the property assigned to it.</p><p>1.2. The full name of the Enterprise in Uzbek is «Soliq servis» davlat unitar korxonasi and in Russian Государственное унитарное предприятие «Солиқ сервис». Its short name is Soliq Service SUE.</p><p>1.3. The founder of the Enterprise is the State Tax Committee. The postal address of the Enterprise is 12A Abdulla Qodiriy Street, Yunusabad District, Tashkent 100084.</p><p>1.4. The Enterprise acts in accordance with the Constitution of the Republic of Uzbekistan, the Civil Code, other legislation and this Charter.</p>',
      },
    },
    {
      id: 'purpose-and-activities',
      heading: { uz: '2. Faoliyat maqsadi va turlari', ru: '2. Цель и виды деятельности', en: '2. Purpose and activities' },
      body: {
        uz: '<p>2.1. Korxona faoliyatining asosiy maqsadi — soliq maʼmuriyatchiligini raqamlashtirishga koʻmaklashish va soliq toʻlovchilarga sifatli elektron xizmatlar koʻrsatish.</p><p>2.2. Korxona quyidagi faoliyat turlarini amalga oshiradi:</p><ul><li>elektron hisob-fakturalar axborot tizimini yuritish va rivojlantirish;</li><li>onlayn nazorat-kassa mashinalari va virtual kassalarni roʻyxatdan oʻtkazish, fiskal maʼlumotlarni qabul qilish va qayta ishlash;</li><li>elektron raqamli imzo kalitlarini berish va ularning reyestrini yuritish;</li><li>dasturiy mahsulotlarni ishlab chiqish, joriy etish va kuzatib borish;</li><li>call-markaz orqali maslahat xizmatlari koʻrsatish;</li><li>soliq toʻlovchilar va buxgalterlarni oʻqitish.</li></ul><p>2.3. Litsenziya yoki ruxsatnoma talab qilinadigan faoliyat turlari tegishli hujjat olingandan keyin amalga oshiriladi.</p>',
        ru: '<p>2.1. Основная цель деятельности Предприятия — содействие цифровизации налогового администрирования и оказание налогоплательщикам качественных электронных услуг.</p><p>2.2. Предприятие осуществляет следующие виды деятельности:</p><ul><li>ведение и развитие информационной системы электронных счетов-фактур;</li><li>регистрация онлайн-контрольно-кассовых машин и виртуальных касс, приём и обработка фискальных данных;</li><li>выдача ключей электронной цифровой подписи и ведение их реестра;</li><li>разработка, внедрение и сопровождение программных продуктов;</li><li>оказание консультационных услуг через колл-центр;</li><li>обучение налогоплательщиков и бухгалтеров.</li></ul><p>2.3. Виды деятельности, требующие лицензии или разрешения, осуществляются после получения соответствующего документа.</p>',
        en: '<p>2.1. The main purpose of the Enterprise is to help digitise tax administration and to provide taxpayers with high-quality electronic services.</p><p>2.2. The Enterprise carries out the following activities:</p><ul><li>running and developing the e-invoicing information system;</li><li>registering online and virtual cash registers and receiving and processing fiscal data;</li><li>issuing electronic digital signature keys and keeping the key register;</li><li>developing, deploying and maintaining software;</li><li>providing advice through the call centre;</li><li>training taxpayers and accountants.</li></ul><p>2.3. Activities that require a licence or permit are carried out once the relevant document has been obtained.</p>',
      },
    },
    {
      id: 'legal-status',
      heading: { uz: '3. Korxonaning huquqiy maqomi', ru: '3. Правовое положение Предприятия', en: '3. Legal status' },
      body: {
        uz: '<p>3.1. Korxona yuridik shaxs hisoblanadi, mustaqil balansga, bank hisobvaraqlariga, oʻz nomi yozilgan muhr va blankalarga ega.</p><p>3.2. Korxona oʻz nomidan shartnomalar tuzadi, mulkiy va shaxsiy nomulkiy huquqlarga ega boʻladi, majburiyatlarni zimmasiga oladi, sudda daʼvogar va javobgar boʻla oladi.</p><p>3.3. Korxona oʻz majburiyatlari boʻyicha oʻziga tegishli barcha mol-mulk bilan javob beradi. Davlat Korxonaning majburiyatlari boʻyicha javob bermaydi, qonunda nazarda tutilgan hollar bundan mustasno.</p><p>3.4. Korxona hududlarda filiallar va vakolatxonalar ochishi mumkin. Filiallar yuridik shaxs hisoblanmaydi va Korxona tasdiqlagan nizom asosida faoliyat yuritadi.</p>',
        ru: '<p>3.1. Предприятие является юридическим лицом, имеет самостоятельный баланс, банковские счета, печать и бланки со своим наименованием.</p><p>3.2. Предприятие от своего имени заключает договоры, приобретает имущественные и личные неимущественные права, несёт обязанности, выступает истцом и ответчиком в суде.</p><p>3.3. Предприятие отвечает по своим обязательствам всем принадлежащим ему имуществом. Государство не отвечает по обязательствам Предприятия, за исключением случаев, предусмотренных законом.</p><p>3.4. Предприятие может открывать филиалы и представительства в регионах. Филиалы не являются юридическими лицами и действуют на основании положения, утверждённого Предприятием.</p>',
        en: '<p>3.1. The Enterprise is a legal entity with its own balance sheet, bank accounts, seal and letterhead bearing its name.</p><p>3.2. The Enterprise enters into contracts in its own name, acquires property and personal non-property rights, assumes obligations, and may sue and be sued.</p><p>3.3. The Enterprise is liable for its obligations with all of its property. The State is not liable for the obligations of the Enterprise except where the law provides otherwise.</p><p>3.4. The Enterprise may open branches and representative offices in the regions. Branches are not legal entities and operate under regulations approved by the Enterprise.</p>',
      },
    },
    {
      id: 'property-and-charter-fund',
      heading: { uz: '4. Mol-mulk va ustav fondi', ru: '4. Имущество и уставный фонд', en: '4. Property and charter fund' },
      body: {
        uz: '<p>4.1. Korxonaning mol-mulki davlat mulki hisoblanadi va unga xoʻjalik yuritish huquqi asosida biriktiriladi.</p><p>4.2. Korxonaning ustav fondi <strong>15 000 000 000 (oʻn besh milliard) soʻm</strong>ni tashkil etadi.</p><p>4.3. Korxona mol-mulkining manbalari: muassis tomonidan biriktirilgan mol-mulk; xizmatlar koʻrsatishdan olingan daromadlar; kapital qoʻyilmalar hamda qonun hujjatlarida taqiqlanmagan boshqa manbalar.</p><p>4.4. Korxona muassisning roziligisiz koʻchmas mulkni sotish, garovga qoʻyish, ijaraga berish yoki boshqa usulda tasarruf etish huquqiga ega emas.</p>',
        ru: '<p>4.1. Имущество Предприятия находится в государственной собственности и закрепляется за ним на праве хозяйственного ведения.</p><p>4.2. Уставный фонд Предприятия составляет <strong>15 000 000 000 (пятнадцать миллиардов) сумов</strong>.</p><p>4.3. Источниками формирования имущества Предприятия являются: имущество, закреплённое учредителем; доходы от оказания услуг; капитальные вложения, а также иные источники, не запрещённые законодательством.</p><p>4.4. Предприятие не вправе без согласия учредителя продавать, передавать в залог, сдавать в аренду или иным способом распоряжаться недвижимым имуществом.</p>',
        en: '<p>4.1. The property of the Enterprise is state property assigned to it under the right of economic management.</p><p>4.2. The charter fund of the Enterprise is <strong>15,000,000,000 (fifteen billion) soʻm</strong>.</p><p>4.3. The property of the Enterprise comes from: property assigned by the founder; income from services; capital investment; and other sources not prohibited by law.</p><p>4.4. The Enterprise may not sell, pledge, lease or otherwise dispose of real estate without the founder’s consent.</p>',
      },
    },
    {
      id: 'management-bodies',
      heading: { uz: '5. Boshqaruv organlari', ru: '5. Органы управления', en: '5. Management bodies' },
      body: {
        uz: '<p>5.1. Korxonani boshqarish muassis va Korxona direktori tomonidan amalga oshiriladi.</p><p>5.2. Muassisning vakolatlariga quyidagilar kiradi:</p><ul><li>Ustavni tasdiqlash va unga oʻzgartirishlar kiritish;</li><li>direktorni lavozimga tayinlash va lavozimdan ozod qilish;</li><li>Korxonaning rivojlanish strategiyasi va yillik biznes-rejasini tasdiqlash;</li><li>sof foydani taqsimlash tartibini belgilash.</li></ul><p>5.3. Direktor Korxonaning yakkaboshchilik asosidagi ijroiya organi boʻlib, muassis bilan tuzilgan mehnat shartnomasi asosida ishlaydi. Direktor ishonchnomasiz Korxona nomidan ish koʻradi, shtat jadvalini tasdiqlaydi, buyruqlar chiqaradi, xodimlarni ishga qabul qiladi va ishdan boʻshatadi.</p>',
        ru: '<p>5.1. Управление Предприятием осуществляют учредитель и директор Предприятия.</p><p>5.2. К компетенции учредителя относятся:</p><ul><li>утверждение Устава и внесение в него изменений;</li><li>назначение директора на должность и освобождение от должности;</li><li>утверждение стратегии развития и годового бизнес-плана Предприятия;</li><li>определение порядка распределения чистой прибыли.</li></ul><p>5.3. Директор является единоличным исполнительным органом Предприятия и действует на основании трудового договора, заключённого с учредителем. Директор без доверенности действует от имени Предприятия, утверждает штатное расписание, издаёт приказы, принимает на работу и увольняет работников.</p>',
        en: '<p>5.1. The Enterprise is managed by the founder and the director.</p><p>5.2. The founder is responsible for:</p><ul><li>approving and amending the Charter;</li><li>appointing and dismissing the director;</li><li>approving the development strategy and annual business plan;</li><li>deciding how net profit is distributed.</li></ul><p>5.3. The director is the sole executive body of the Enterprise and works under an employment contract with the founder. The director acts for the Enterprise without a power of attorney, approves the staffing table, issues orders, and hires and dismisses employees.</p>',
      },
    },
    {
      id: 'financial-activities',
      heading: {
        uz: '6. Moliya-xoʻjalik faoliyati',
        ru: '6. Финансово-хозяйственная деятельность',
        en: '6. Financial and business activities',
      },
      body: {
        uz: '<p>6.1. Korxona oʻz faoliyatini tasdiqlangan biznes-reja asosida, xoʻjalik hisobi va oʻzini oʻzi moliyalashtirish tamoyillari boʻyicha amalga oshiradi.</p><p>6.2. Korxona xizmatlarining narxlari muassis bilan kelishilgan holda belgilanadi va Korxonaning rasmiy veb-saytida eʼlon qilinadi.</p><p>6.3. Soliqlar va boshqa majburiy toʻlovlar toʻlangandan keyin qolgan sof foydaning bir qismi qonun hujjatlarida belgilangan tartibda davlat byudjetiga oʻtkaziladi, qolgan qismi esa Korxonani rivojlantirishga yoʻnaltiriladi.</p>',
        ru: '<p>6.1. Предприятие осуществляет деятельность на основании утверждённого бизнес-плана, на принципах хозяйственного расчёта и самофинансирования.</p><p>6.2. Цены на услуги Предприятия устанавливаются по согласованию с учредителем и публикуются на официальном веб-сайте Предприятия.</p><p>6.3. Часть чистой прибыли, остающейся после уплаты налогов и других обязательных платежей, перечисляется в государственный бюджет в порядке, установленном законодательством, а остальная часть направляется на развитие Предприятия.</p>',
        en: '<p>6.1. The Enterprise operates on the basis of an approved business plan and on the principles of self-financing.</p><p>6.2. Prices for the Enterprise’s services are set in agreement with the founder and published on its official website.</p><p>6.3. Part of the net profit remaining after taxes and other compulsory payments is transferred to the state budget as the law requires; the rest is used to develop the Enterprise.</p>',
      },
    },
    {
      id: 'accounting-and-control',
      heading: { uz: '7. Hisob, hisobot va nazorat', ru: '7. Учёт, отчётность и контроль', en: '7. Accounting, reporting and control' },
      body: {
        uz: '<p>7.1. Korxona buxgalteriya hisobini milliy standartlarga muvofiq yuritadi va moliyaviy hisobotni belgilangan muddatlarda taqdim etadi.</p><p>7.2. Korxonaning yillik moliyaviy hisoboti majburiy auditorlik tekshiruvidan oʻtkaziladi va veb-saytda eʼlon qilinadi.</p><p>7.3. Korxona faoliyati ustidan nazorat muassis va vakolatli davlat organlari tomonidan amalga oshiriladi. Korxonada direktorga boʻysunuvchi ichki audit xizmati faoliyat koʻrsatadi.</p>',
        ru: '<p>7.1. Предприятие ведёт бухгалтерский учёт в соответствии с национальными стандартами и представляет финансовую отчётность в установленные сроки.</p><p>7.2. Годовая финансовая отчётность Предприятия подлежит обязательному аудиту и публикуется на веб-сайте.</p><p>7.3. Контроль за деятельностью Предприятия осуществляют учредитель и уполномоченные государственные органы. На Предприятии действует служба внутреннего аудита, подчинённая директору.</p>',
        en: '<p>7.1. The Enterprise keeps its accounts in line with national standards and submits financial statements on time.</p><p>7.2. The annual financial statements of the Enterprise are subject to a mandatory audit and are published on the website.</p><p>7.3. The activities of the Enterprise are overseen by the founder and the competent state bodies. An internal audit service reporting to the director operates within the Enterprise.</p>',
      },
    },
    {
      id: 'labour-relations',
      heading: { uz: '8. Mehnat munosabatlari', ru: '8. Трудовые отношения', en: '8. Employment' },
      body: {
        uz: '<p>8.1. Korxona xodimlari bilan mehnat munosabatlari Oʻzbekiston Respublikasining Mehnat kodeksi va jamoa shartnomasi bilan tartibga solinadi.</p><p>8.2. Korxona xodimlarga xavfsiz mehnat sharoitlari, malaka oshirish imkoniyati va qonunda belgilangan ijtimoiy kafolatlarni taʼminlaydi.</p><p>8.3. Soliq toʻlovchilarning maʼlumotlari bilan ishlaydigan xodimlar <em>maxfiylikka rioya qilish toʻgʻrisidagi majburiyatni</em> imzolaydilar.</p>',
        ru: '<p>8.1. Трудовые отношения с работниками Предприятия регулируются Трудовым кодексом Республики Узбекистан и коллективным договором.</p><p>8.2. Предприятие обеспечивает работникам безопасные условия труда, возможность повышения квалификации и социальные гарантии, установленные законом.</p><p>8.3. Работники, имеющие доступ к данным налогоплательщиков, подписывают <em>обязательство о соблюдении конфиденциальности</em>.</p>',
        en: '<p>8.1. Employment relations with staff are governed by the Labour Code of the Republic of Uzbekistan and the collective agreement.</p><p>8.2. The Enterprise provides its staff with safe working conditions, opportunities for professional development and the social guarantees set by law.</p><p>8.3. Employees who handle taxpayers’ data sign a <em>confidentiality undertaking</em>.</p>',
      },
    },
    {
      id: 'reorganisation-and-liquidation',
      heading: { uz: '9. Qayta tashkil etish va tugatish', ru: '9. Реорганизация и ликвидация', en: '9. Reorganisation and liquidation' },
      body: {
        uz: '<p>9.1. Korxona muassisning qarori bilan qonun hujjatlarida belgilangan tartibda qayta tashkil etilishi yoki tugatilishi mumkin. Korxona qonunda nazarda tutilgan hollarda sud qarori bilan ham tugatilishi mumkin.</p><p>9.2. Tugatish vaqtida kreditorlarning talablari qondirilgandan soʻng qolgan mol-mulk muassisga topshiriladi.</p><p>9.3. Korxona yuridik shaxslarning yagona davlat reyestridan chiqarilgan kundan eʼtiboran tugatilgan hisoblanadi. Korxona hujjatlari belgilangan tartibda davlat arxiviga topshiriladi.</p>',
        ru: '<p>9.1. Предприятие может быть реорганизовано или ликвидировано по решению учредителя в порядке, установленном законодательством. В случаях, предусмотренных законом, Предприятие может быть ликвидировано и по решению суда.</p><p>9.2. Имущество, оставшееся после удовлетворения требований кредиторов при ликвидации, передаётся учредителю.</p><p>9.3. Предприятие считается ликвидированным с даты исключения из единого государственного реестра юридических лиц. Документы Предприятия передаются в государственный архив в установленном порядке.</p>',
        en: '<p>9.1. The Enterprise may be reorganised or liquidated by decision of the founder in the manner prescribed by law. Where the law so provides, it may also be liquidated by a court decision.</p><p>9.2. Property remaining after creditors’ claims have been met on liquidation is handed over to the founder.</p><p>9.3. The Enterprise is deemed liquidated on the date it is removed from the unified state register of legal entities. Its records are transferred to the state archive in the prescribed manner.</p>',
      },
    },
  ],
};

const oferta: DocumentSeed = {
  slug: 'oferta',
  title: {
    uz: 'Xizmatlar koʻrsatish toʻgʻrisidagi ommaviy oferta',
    ru: 'Публичная оферта об оказании услуг',
    en: 'Public offer for the provision of services',
  },
  version: '2.1',
  updated: '2026-03-01',
  sections: [
    {
      id: 'general-provisions',
      heading: { uz: '1. Umumiy qoidalar', ru: '1. Общие положения', en: '1. General provisions' },
      body: {
        uz: '<p>1.1. Ushbu hujjat «Soliq servis» davlat unitar korxonasining (bundan buyon — Ijrochi) jismoniy va yuridik shaxslarga (bundan buyon — Buyurtmachi) pullik xizmatlar koʻrsatish toʻgʻrisidagi Oʻzbekiston Respublikasi Fuqarolik kodeksiga muvofiq ommaviy ofertasi hisoblanadi.</p><p>1.2. Buyurtmachi xizmatga buyurtma berib, uning haqini toʻlagan paytdan eʼtiboran oferta shartlarini toʻliq va soʻzsiz qabul qilgan (aksept qilgan) hisoblanadi. Aksept yozma shaklda shartnoma tuzishga tenglashtiriladi.</p><p>1.3. Ofertada quyidagi atamalar qoʻllaniladi:</p><ul><li><strong>Xizmat</strong> — Ijrochi veb-saytining «Xizmatlar» boʻlimida koʻrsatilgan xizmat;</li><li><strong>Shaxsiy kabinet</strong> — Buyurtmachining veb-saytdagi shaxsiy sahifasi;</li><li><strong>Buyurtma</strong> — Buyurtmachining xizmat koʻrsatish toʻgʻrisidagi elektron arizasi.</li></ul>',
        ru: '<p>1.1. Настоящий документ является публичной офертой государственного унитарного предприятия «Солиқ сервис» (далее — Исполнитель) об оказании платных услуг физическим и юридическим лицам (далее — Заказчик) в соответствии с Гражданским кодексом Республики Узбекистан.</p><p>1.2. Заказчик считается принявшим условия оферты полностью и безоговорочно (акцептовавшим оферту) с момента оформления заказа и оплаты услуги. Акцепт приравнивается к заключению договора в письменной форме.</p><p>1.3. В оферте используются следующие термины:</p><ul><li><strong>Услуга</strong> — услуга, указанная в разделе «Услуги» веб-сайта Исполнителя;</li><li><strong>Личный кабинет</strong> — персональная страница Заказчика на веб-сайте;</li><li><strong>Заказ</strong> — электронная заявка Заказчика на оказание услуги.</li></ul>',
        en: '<p>1.1. This document is a public offer made under the Civil Code of the Republic of Uzbekistan by Soliq Service State Unitary Enterprise (the Contractor) to provide paid services to individuals and legal entities (the Customer).</p><p>1.2. The Customer accepts the terms of this offer in full and without reservation when placing an order and paying for a service. Acceptance has the same effect as signing a written contract.</p><p>1.3. In this offer:</p><ul><li><strong>Service</strong> means a service listed in the Services section of the Contractor’s website;</li><li><strong>Personal account</strong> means the Customer’s personal page on the website;</li><li><strong>Order</strong> means the Customer’s electronic request for a service.</li></ul>',
      },
    },
    {
      id: 'subject',
      heading: { uz: '2. Oferta predmeti', ru: '2. Предмет оферты', en: '2. Subject of the offer' },
      body: {
        uz: '<p>2.1. Ijrochi Buyurtmachiga u tanlagan xizmatni koʻrsatish, Buyurtmachi esa xizmatni qabul qilish va uning haqini toʻlash majburiyatini oladi.</p><p>2.2. Xizmatlar roʻyxati, tavsifi, muddatlari va narxlari Ijrochining veb-saytida eʼlon qilinadi va ofertaning ajralmas qismi hisoblanadi.</p><p>2.3. Ayrim xizmatlarni (masalan, ERI kalitini berish) olish uchun Buyurtmachi hududiy xizmat koʻrsatish markaziga shaxsan kelishi va shaxsini tasdiqlovchi hujjatni koʻrsatishi shart.</p>',
        ru: '<p>2.1. Исполнитель обязуется оказать Заказчику выбранную им услугу, а Заказчик — принять услугу и оплатить её.</p><p>2.2. Перечень услуг, их описание, сроки и цены публикуются на веб-сайте Исполнителя и являются неотъемлемой частью оферты.</p><p>2.3. Для получения отдельных услуг (например, выдачи ключа ЭЦП) Заказчик обязан лично явиться в региональный центр обслуживания и предъявить документ, удостоверяющий личность.</p>',
        en: '<p>2.1. The Contractor undertakes to provide the service chosen by the Customer, and the Customer undertakes to accept and pay for it.</p><p>2.2. The list of services, their descriptions, timescales and prices are published on the Contractor’s website and form an integral part of this offer.</p><p>2.3. For some services (for example, issuing an EDS key) the Customer must come in person to a regional service centre and show an identity document.</p>',
      },
    },
    {
      id: 'ordering',
      heading: {
        uz: '3. Xizmatlarni buyurtma qilish va koʻrsatish tartibi',
        ru: '3. Порядок заказа и оказания услуг',
        en: '3. Ordering and delivery of services',
      },
      body: {
        uz: '<p>3.1. Buyurtma veb-saytdagi shaxsiy kabinet, mobil ilova yoki xizmat koʻrsatish markazi orqali quyidagi tartibda beriladi:</p><ol><li>Buyurtmachi xizmatni tanlaydi va buyurtma shaklini toʻldiradi;</li><li>Ijrochi buyurtmani tasdiqlaydi va toʻlov uchun hisob yuboradi;</li><li>toʻlov tushgach, xizmat uning tavsifida koʻrsatilgan muddatda koʻrsatiladi.</li></ol><p>3.2. Xizmat koʻrsatilganligi elektron dalolatnoma yoki fiskal chek bilan tasdiqlanadi. Yuridik shaxslar uchun qoʻshimcha ravishda elektron hisob-faktura rasmiylashtiriladi.</p>',
        ru: '<p>3.1. Заказ оформляется через личный кабинет на веб-сайте, мобильное приложение или в центре обслуживания в следующем порядке:</p><ol><li>Заказчик выбирает услугу и заполняет форму заказа;</li><li>Исполнитель подтверждает заказ и направляет счёт на оплату;</li><li>после поступления оплаты услуга оказывается в срок, указанный в её описании.</li></ol><p>3.2. Оказание услуги подтверждается электронным актом или фискальным чеком. Для юридических лиц дополнительно оформляется электронный счёт-фактура.</p>',
        en: '<p>3.1. Orders are placed through the personal account on the website, the mobile app or a service centre, as follows:</p><ol><li>the Customer chooses a service and fills in the order form;</li><li>the Contractor confirms the order and sends an invoice;</li><li>once payment is received, the service is provided within the time stated in its description.</li></ol><p>3.2. Delivery of the service is confirmed by an electronic certificate of completion or a fiscal receipt. Legal entities also receive an e-invoice.</p>',
      },
    },
    {
      id: 'prices-and-payment',
      heading: { uz: '4. Narxlar va toʻlov tartibi', ru: '4. Цены и порядок оплаты', en: '4. Prices and payment' },
      body: {
        uz: '<p>4.1. Xizmatlar narxi Oʻzbekiston Respublikasi soʻmida, qoʻshilgan qiymat soligʻini hisobga olgan holda belgilanadi.</p><p>4.2. Toʻlov bank kartasi, toʻlov tizimlari, bank oʻtkazmasi yoki xizmat koʻrsatish markazidagi kassa orqali amalga oshiriladi. Toʻlov uchun bank komissiyasi Buyurtmachi zimmasida boʻladi.</p><p>4.3. Ijrochi narxlarni bir tomonlama oʻzgartirishi mumkin. Yangi narxlar ular eʼlon qilingan kundan keyin berilgan buyurtmalarga qoʻllaniladi; toʻlangan buyurtmalarning narxi oʻzgarmaydi.</p><p>4.4. Xizmat Ijrochining aybi bilan koʻrsatilmagan taqdirda toʻlangan summa Buyurtmachining arizasiga koʻra 10 ish kuni ichida qaytariladi.</p>',
        ru: '<p>4.1. Цены на услуги устанавливаются в сумах Республики Узбекистан с учётом налога на добавленную стоимость.</p><p>4.2. Оплата производится банковской картой, через платёжные системы, банковским переводом или в кассе центра обслуживания. Банковская комиссия за платёж относится на Заказчика.</p><p>4.3. Исполнитель вправе в одностороннем порядке изменять цены. Новые цены применяются к заказам, оформленным после дня их публикации; цена оплаченных заказов не меняется.</p><p>4.4. Если услуга не оказана по вине Исполнителя, уплаченная сумма возвращается по заявлению Заказчика в течение 10 рабочих дней.</p>',
        en: '<p>4.1. Prices are set in Uzbek soʻm and include value added tax.</p><p>4.2. Payment can be made by bank card, through payment systems, by bank transfer or at the cash desk of a service centre. Any bank charges are paid by the Customer.</p><p>4.3. The Contractor may change its prices unilaterally. New prices apply to orders placed after the day they are published; the price of orders already paid does not change.</p><p>4.4. If a service is not provided through the Contractor’s fault, the amount paid is refunded within 10 working days of the Customer’s request.</p>',
      },
    },
    {
      id: 'rights-and-duties',
      heading: {
        uz: '5. Tomonlarning huquq va majburiyatlari',
        ru: '5. Права и обязанности сторон',
        en: '5. Rights and obligations of the parties',
      },
      body: {
        uz: '<h3>Ijrochi</h3><ul><li>xizmatni sifatli va belgilangan muddatda koʻrsatadi;</li><li>Buyurtmachi maʼlumotlarining maxfiyligini taʼminlaydi;</li><li>xizmat boʻyicha 1198 call-markazi orqali bepul maslahat beradi;</li><li>Buyurtmachi notoʻgʻri maʼlumot taqdim etgan hollarda xizmat koʻrsatishni toʻxtatib turish huquqiga ega.</li></ul><h3>Buyurtmachi</h3><ul><li>toʻgʻri va toʻliq maʼlumot taqdim etadi;</li><li>xizmat haqini oʻz vaqtida toʻlaydi;</li><li>ERI kaliti, PIN-kod va parollarni uchinchi shaxslarga bermaydi;</li><li>xizmat sifati yuzasidan shikoyat berish huquqiga ega.</li></ul>',
        ru: '<h3>Исполнитель</h3><ul><li>оказывает услугу качественно и в установленный срок;</li><li>обеспечивает конфиденциальность данных Заказчика;</li><li>бесплатно консультирует по услуге через колл-центр 1198;</li><li>вправе приостановить оказание услуги, если Заказчик представил недостоверные сведения.</li></ul><h3>Заказчик</h3><ul><li>представляет достоверные и полные сведения;</li><li>своевременно оплачивает услугу;</li><li>не передаёт третьим лицам ключ ЭЦП, PIN-код и пароли;</li><li>вправе подать жалобу на качество услуги.</li></ul>',
        en: '<h3>The Contractor</h3><ul><li>provides the service properly and on time;</li><li>keeps the Customer’s data confidential;</li><li>gives free advice on the service through the 1198 call centre;</li><li>may suspend the service if the Customer has provided false information.</li></ul><h3>The Customer</h3><ul><li>provides accurate and complete information;</li><li>pays for the service on time;</li><li>does not share their EDS key, PIN or passwords with anyone;</li><li>may complain about the quality of the service.</li></ul>',
      },
    },
    {
      id: 'liability',
      heading: { uz: '6. Tomonlarning javobgarligi', ru: '6. Ответственность сторон', en: '6. Liability' },
      body: {
        uz: '<p>6.1. Tomonlar oʻz majburiyatlarini bajarmaganlik yoki lozim darajada bajarmaganlik uchun Oʻzbekiston Respublikasi qonun hujjatlariga muvofiq javobgar boʻladi.</p><p>6.2. Ijrochi Buyurtmachi tomonidan notoʻgʻri maʼlumot taqdim etilishi yoki ERI kalitining Buyurtmachi aybi bilan uchinchi shaxslar qoʻliga oʻtishi oqibatida yetkazilgan zarar uchun javobgar emas.</p><p>6.3. Tomonlar fors-major holatlari (tabiiy ofatlar, favqulodda vaziyatlar, davlat organlarining qarorlari, aloqa tarmoqlaridagi yirik nosozliklar) tufayli majburiyatlarni bajarmaganlik uchun javobgarlikdan ozod etiladi.</p>',
        ru: '<p>6.1. Стороны несут ответственность за неисполнение или ненадлежащее исполнение своих обязательств в соответствии с законодательством Республики Узбекистан.</p><p>6.2. Исполнитель не отвечает за ущерб, возникший вследствие представления Заказчиком недостоверных сведений или передачи ключа ЭЦП третьим лицам по вине Заказчика.</p><p>6.3. Стороны освобождаются от ответственности за неисполнение обязательств вследствие обстоятельств непреодолимой силы (стихийных бедствий, чрезвычайных ситуаций, решений государственных органов, крупных сбоев сетей связи).</p>',
        en: '<p>6.1. The parties are liable for failing to perform, or performing improperly, their obligations under the law of the Republic of Uzbekistan.</p><p>6.2. The Contractor is not liable for losses caused by false information provided by the Customer or by the Customer’s EDS key passing to third parties through the Customer’s fault.</p><p>6.3. Neither party is liable for failure to perform caused by force majeure (natural disasters, emergencies, decisions of public authorities, major failures of communication networks).</p>',
      },
    },
    {
      id: 'personal-data',
      heading: { uz: '7. Shaxsga doir maʼlumotlar', ru: '7. Персональные данные', en: '7. Personal data' },
      body: {
        uz: '<p>7.1. Buyurtmachi ofertani aksept qilish orqali Ijrochiga xizmat koʻrsatish maqsadida oʻzining shaxsga doir maʼlumotlarini qayta ishlashga rozilik beradi.</p><p>7.2. Maʼlumotlar «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Oʻzbekiston Respublikasi Qonuniga muvofiq, Oʻzbekiston Respublikasi hududida joylashgan serverlarda saqlanadi va qayta ishlanadi.</p><p>7.3. Buyurtmachi oʻz maʼlumotlari bilan tanishish, ularni aniqlashtirish va rozilikni qaytarib olish huquqiga ega. Murojaatlar <strong>privacy@soliqservis.example</strong> manziliga yuboriladi.</p>',
        ru: '<p>7.1. Акцептуя оферту, Заказчик даёт Исполнителю согласие на обработку своих персональных данных в целях оказания услуг.</p><p>7.2. Данные хранятся и обрабатываются на серверах, расположенных на территории Республики Узбекистан, в соответствии с Законом Республики Узбекистан «О персональных данных».</p><p>7.3. Заказчик вправе знакомиться со своими данными, требовать их уточнения и отозвать согласие. Обращения направляются по адресу <strong>privacy@soliqservis.example</strong>.</p>',
        en: '<p>7.1. By accepting this offer the Customer consents to the Contractor processing their personal data in order to provide the services.</p><p>7.2. The data is stored and processed on servers located in the Republic of Uzbekistan in accordance with the Law of the Republic of Uzbekistan on Personal Data.</p><p>7.3. The Customer may see their data, ask for it to be corrected and withdraw consent. Requests should be sent to <strong>privacy@soliqservis.example</strong>.</p>',
      },
    },
    {
      id: 'disputes',
      heading: { uz: '8. Nizolarni hal etish tartibi', ru: '8. Порядок разрешения споров', en: '8. Disputes' },
      body: {
        uz: '<p>8.1. Tomonlar oʻrtasidagi nizolar muzokaralar yoʻli bilan hal etiladi. Buyurtmachining talabnomasi (pretenziyasi) 15 ish kuni ichida koʻrib chiqiladi.</p><p>8.2. Kelishuvga erishilmagan taqdirda nizo qonun hujjatlarida belgilangan sudlovlilik qoidalariga muvofiq: yuridik shaxslar bilan — iqtisodiy sudda, jismoniy shaxslar bilan — fuqarolik ishlari boʻyicha sudda koʻrib chiqiladi.</p><p>8.3. Isteʼmolchi boʻlgan Buyurtmachi «Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisida»gi Qonunda nazarda tutilgan barcha huquqlarni saqlab qoladi.</p>',
        ru: '<p>8.1. Споры между сторонами разрешаются путём переговоров. Претензия Заказчика рассматривается в течение 15 рабочих дней.</p><p>8.2. Если соглашение не достигнуто, спор рассматривается по правилам подсудности, установленным законодательством: с юридическими лицами — в экономическом суде, с физическими лицами — в суде по гражданским делам.</p><p>8.3. Заказчик, являющийся потребителем, сохраняет все права, предусмотренные Законом «О защите прав потребителей».</p>',
        en: '<p>8.1. Disputes between the parties are settled by negotiation. A written claim from the Customer is considered within 15 working days.</p><p>8.2. If no agreement is reached, the dispute is heard by the court with jurisdiction under the law: the economic court for legal entities, and the civil court for individuals.</p><p>8.3. A Customer who is a consumer keeps all the rights provided by the Law on Consumer Protection.</p>',
      },
    },
    {
      id: 'term',
      heading: {
        uz: '9. Ofertaning amal qilish muddati va oʻzgartirilishi',
        ru: '9. Срок действия и изменение оферты',
        en: '9. Term and changes to the offer',
      },
      body: {
        uz: '<p>9.1. Oferta Ijrochining veb-saytida eʼlon qilingan kundan boshlab kuchga kiradi va Ijrochi uni qaytarib olgunga qadar amal qiladi.</p><p>9.2. Ijrochi oferta shartlarini oʻzgartirish huquqiga ega. Oʻzgarishlar veb-saytda eʼlon qilingandan keyin 10 kalendar kun oʻtgach kuchga kiradi.</p><p>9.3. Oferta asosida tuzilgan shartnoma tomonlar oʻz majburiyatlarini toʻliq bajargunga qadar amal qiladi.</p>',
        ru: '<p>9.1. Оферта вступает в силу со дня её публикации на веб-сайте Исполнителя и действует до её отзыва Исполнителем.</p><p>9.2. Исполнитель вправе изменять условия оферты. Изменения вступают в силу по истечении 10 календарных дней после их публикации на веб-сайте.</p><p>9.3. Договор, заключённый на основании оферты, действует до полного исполнения сторонами своих обязательств.</p>',
        en: '<p>9.1. This offer takes effect on the day it is published on the Contractor’s website and remains in force until the Contractor withdraws it.</p><p>9.2. The Contractor may change the terms of the offer. Changes take effect 10 calendar days after they are published on the website.</p><p>9.3. A contract concluded under this offer remains in force until both parties have fully performed their obligations.</p>',
      },
    },
    {
      id: 'details',
      heading: { uz: '10. Ijrochining rekvizitlari', ru: '10. Реквизиты Исполнителя', en: '10. Contractor’s details' },
      body: {
        uz: '<p><strong>«Soliq servis» davlat unitar korxonasi</strong></p><ul><li>Manzil: 100084, Toshkent shahri, Yunusobod tumani, Abdulla Qodiriy koʻchasi, 12A-uy</li><li>STIR: 207 514 386; IFUT (OKED): 63110</li><li>Hisob raqami: 2021 0000 9051 4386 0001</li><li>Bank: «Turon Milliy Bank» ATB Toshkent filiali, MFO: 01184</li><li>Telefon: +998 71 202-11-98; call-markaz: 1198</li><li>Elektron pochta: info@soliqservis.example</li></ul>',
        ru: '<p><strong>Государственное унитарное предприятие «Солиқ сервис»</strong></p><ul><li>Адрес: 100084, г. Ташкент, Юнусабадский район, улица Абдуллы Кадыри, 12А</li><li>ИНН: 207 514 386; ОКЭД: 63110</li><li>Расчётный счёт: 2021 0000 9051 4386 0001</li><li>Банк: Ташкентский филиал АКБ «Туран Миллий Банк», МФО: 01184</li><li>Телефон: +998 71 202-11-98; колл-центр: 1198</li><li>Электронная почта: info@soliqservis.example</li></ul>',
        en: '<p><strong>Soliq Service State Unitary Enterprise</strong></p><ul><li>Address: 12A Abdulla Qodiriy Street, Yunusabad District, Tashkent 100084</li><li>TIN: 207 514 386; activity code (OKED): 63110</li><li>Settlement account: 2021 0000 9051 4386 0001</li><li>Bank: Turon Milliy Bank, Tashkent branch, bank code (MFO): 01184</li><li>Phone: +998 71 202-11-98; call centre: 1198</li><li>E-mail: info@soliqservis.example</li></ul>',
      },
    },
  ],
};

export const documents: DocumentSeed[] = [ustav, oferta, privacy, accessibility];
