/**
 * Strings of the shared kit: the form messages from the specification, and the words that every page's
 * loading, empty and error states use. Sections keep their own strings in their own namespaces.
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
  notFound: 'Sahifa topilmadi',
  goHome: 'Bosh sahifaga qaytish',
  back: 'Orqaga',
  form: {
    required: '{{field}} toʻldirilishi shart',
    email: 'Elektron pochta manzili notoʻgʻri',
    invalid: 'Maydon notoʻgʻri toʻldirilgan',
    phone: 'Telefon raqami +998 va 9 ta raqamdan iborat boʻlishi kerak',
    tooLong: 'Matn juda uzun',
    sent: 'Xabaringiz muvaffaqiyatli yuborildi!',
    sendFailed: 'Yuborib boʻlmadi. Kiritganlaringiz saqlandi — qayta yuborib koʻring.',
    rateLimited: 'Juda koʻp urinish. {{seconds}} soniyadan soʻng qayta urinib koʻring.',
    summaryTitle: 'Quyidagi maydonlarni tekshiring:',
    submit: 'Yuborish',
    sending: 'Yuborilmoqda…',
  },
};

type Strings = typeof uz;

const ru: Strings = {
  siteName: 'Солиқ сервис',
  home: 'Главная',
  breadcrumbs: 'Навигационная цепочка',
  loading: 'Загрузка…',
  retry: 'Повторить',
  empty: 'Здесь пока нет данных.',
  loadFailed: 'Не удалось загрузить данные.',
  widgetFailed: 'Не удалось загрузить этот раздел.',
  notFound: 'Страница не найдена',
  goHome: 'На главную',
  back: 'Назад',
  form: {
    required: 'Поле «{{field}}» обязательно',
    email: 'Неверный адрес электронной почты',
    invalid: 'Поле заполнено неверно',
    phone: 'Номер телефона: +998 и 9 цифр',
    tooLong: 'Слишком длинный текст',
    sent: 'Ваше сообщение успешно отправлено!',
    sendFailed: 'Не удалось отправить. Введённое сохранено — попробуйте отправить ещё раз.',
    rateLimited: 'Слишком много попыток. Повторите через {{seconds}} с.',
    summaryTitle: 'Проверьте поля:',
    submit: 'Отправить',
    sending: 'Отправка…',
  },
};

const en: Strings = {
  siteName: 'Soliq Service',
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  loading: 'Loading…',
  retry: 'Try again',
  empty: 'Nothing here yet.',
  loadFailed: 'The data could not be loaded.',
  widgetFailed: 'This part could not be loaded.',
  notFound: 'This page could not be found',
  goHome: 'Go to the home page',
  back: 'Back',
  form: {
    required: '{{field}} is required',
    email: 'Invalid email',
    invalid: 'field is not valid',
    phone: 'Phone number: +998 and 9 digits',
    tooLong: 'The text is too long',
    sent: 'Your message has been sent successfully!',
    sendFailed: 'It could not be sent. What you typed is kept — try sending again.',
    rateLimited: 'Too many attempts. Try again in {{seconds}} s.',
    summaryTitle: 'Please check these fields:',
    submit: 'Send',
    sending: 'Sending…',
  },
};

export const common = { uz, ru, en };
export type CommonStrings = Strings;
