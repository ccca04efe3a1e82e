/**
 * Strings of the shared kit: the form messages from the specification, and the words that every page's
 * loading, empty and error states use. Sections keep their own strings in their own namespaces.
 *
 * One module per language, so that a page downloads only its own language's (i18n.ts).
 */
const uz = {
  siteName: 'Soliq servis',
  home: 'Bosh sahifa',
  breadcrumbs: 'Navigatsiya yoʻli',
  loading: 'Yuklanmoqda…',
  retry: 'Qayta urinish',
  empty: 'Hozircha bu yerda maʼlumot yoʻq.',
  loadFailed: 'Maʼlumotni yuklab boʻlmadi.',
  widgetFailed: 'Bu boʻlimni yuklab boʻlmadi.',
  partsWaiting: 'Sahifaning bir qismi toʻliq yuklanmadi. Uni oʻqish mumkin, lekin undagi tugma va shakllar hozircha ishlamasligi mumkin.',
  notFound: 'Sahifa topilmadi',
  back: 'Orqaga',
  showPassword: 'Parolni koʻrsatish',
  hidePassword: 'Parolni yashirish',
  shownInUzbek: 'Bu matn hali tarjima qilinmagan va oʻzbek tilida koʻrsatilgan.',
  previewNotice: 'Qoralamani oldindan koʻrish: bu sahifani nashr etilmaguncha faqat havola egasi koʻradi.',
  closeMessage: 'Xabarni yopish',
  form: {
    required: '{{field}} toʻldirilishi shart',
    email: 'Elektron pochta manzili notoʻgʻri: uni name@example.uz koʻrinishida kiriting',
    invalid: '«{{field}}» notoʻgʻri toʻldirilgan: kiritilganini tekshirib, tuzating',
    phone: '«{{field}}»: +998 va 9 ta raqam kiriting, masalan +998 90 123 45 67',
    tooLong: '«{{field}}» {{limit}} ta belgidan oshmasligi kerak',
    tooLongAny: '«{{field}}» juda uzun: qisqartiring',
    tooShort: '«{{field}}» kamida {{limit}} ta belgidan iborat boʻlishi kerak',
    tooShortAny: '«{{field}}» juda qisqa: toʻliqroq yozing',
    date: '«{{field}}»: haqiqiy sanani kiriting',
    taken: '«{{field}}» allaqachon roʻyxatdan oʻtgan: tizimga kiring yoki boshqasini kiriting',
    fileRequired: '«{{field}}» uchun faylni tanlang',
    fileType: '«{{field}}»: faqat PDF, DOC yoki DOCX fayl qabul qilinadi',
    fileSize: '«{{field}}»: fayl hajmi 5 MB dan oshmasligi kerak',
    fileEmpty: '«{{field}}»: tanlangan fayl boʻsh, boshqasini tanlang',
    characters: '«{{field}}» maydonida ruxsat etilmagan belgilar bor (boshqaruv yoki yoʻnalish belgilari): ularni olib tashlang',
    weakPassword:
      '«{{field}}»: bu parolni topish juda oson (keng tarqalgan parol yoki ismingiz, pochtangizdan tuzilgan), uzunroq parol tanlang, masalan bir-biriga bogʻliq boʻlmagan bir nechta soʻz',
    fileActive: '«{{field}}»: faylda makros, skript yoki ichiga joylangan dastur bor, uni oddiy PDF yoki DOCX sifatida saqlab yuboring',
    link: '«{{field}}»: havola saytda yoʻq sahifaga olib boradi, manzilni tuzating',
    fileUnreadable:
      '«{{field}}»: faylni tekshirib boʻlmadi (u buzilgan, shifrlangan yoki ochilganda juda katta hajmga aylanadi), uni oddiy PDF yoki DOCX sifatida qayta saqlab yuboring',
    closed: '«{{field}}»: ariza topshirish muddati tugagan, arizalar endi qabul qilinmaydi',
    imageAlt: '«{{field}}»: matndagi har bir rasmga muqobil matn yozing (rasmda nima borligi, koʻra olmaydiganlar uchun; 300 belgigacha)',
    invalidSend: 'Kiritilgan maʼlumotlarning bir qismi qabul qilinmadi: shaklni tekshirib, qayta yuboring.',
    privacyNote: 'Yuborganlaringiz faqat murojaatingizni koʻrib chiqish uchun ishlatiladi va belgilangan muddatdan keyin oʻchiriladi.',
    privacyLink: 'Maxfiylik bildirishnomasi',
    referenceLabel: 'Murojaatingiz raqami',
    nextTitle: 'Keyin nima boʻladi',
    fileChoose: 'Faylni tanlash',
    fileChooseOther: 'Boshqa fayl tanlash',
    fileRemove: 'Faylni olib tashlash',
    fileNone: 'Fayl tanlanmagan',
    fileChosen: 'Tanlangan fayl: {{name}}, {{size}}',
    sent: 'Xabaringiz muvaffaqiyatli yuborildi!',
    sendFailed: 'Yuborib boʻlmadi. Kiritganlaringiz saqlandi — qayta yuborib koʻring.',
    rateLimited: 'Juda koʻp urinish. {{seconds}} soniyadan soʻng qayta urinib koʻring.',
    summaryTitle: 'Quyidagi maydonlarni tekshiring:',
    needsScript:
      'Bu shaklni yuborish uchun brauzeringizda JavaScript yoqilgan boʻlishi kerak. Murojaatingizni 1198 call-markaziga ham qoldirishingiz mumkin.',
    submit: 'Yuborish',
    sending: 'Yuborilmoqda…',
  },
};

export type Strings = typeof uz;

export default uz;
