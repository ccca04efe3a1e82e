/** The e-mails of registration (routes/registration.ts), in the three languages of the site. */
import type * as C from '@tax/shared/contract';

export interface AccountMail {
  subject: string;
  text: string;
}

/** The address prefix of a locale's pages (Uzbek has none). */
export const LOCALE_PREFIX: Record<C.Locale, string> = { uz: '', ru: '/ru', en: '/en' };

/** To a new address: follow the link to finish registering. */
export const CONFIRM_MAIL: Record<C.Locale, (link: string) => AccountMail> = {
  uz: (link) => ({
    subject: 'Elektron pochtani tasdiqlang — Soliq servis',
    text: `Assalomu alaykum!\n\nSoliq servis saytida shaxsiy kabinet ochishda ushbu manzil koʻrsatildi. Roʻyxatdan oʻtishni yakunlash uchun uni quyidagi havola orqali tasdiqlang:\n\n${link}\n\nHavola 24 soat amal qiladi va faqat bir marta ishlatiladi. Soʻng elektron pochtangiz va tanlagan parolingiz bilan kiring.\n\nAgar siz roʻyxatdan oʻtmagan boʻlsangiz, bu xatga eʼtibor bermang: tasdiqlanmagan hisobdan foydalanib boʻlmaydi.\n\nSoliq servis, call-markaz 1198`,
  }),
  ru: (link) => ({
    subject: 'Подтвердите эл. почту — Солиқ сервис',
    text: `Здравствуйте!\n\nЭтот адрес указан при регистрации личного кабинета на сайте «Солиқ сервис». Чтобы завершить регистрацию, подтвердите его по ссылке:\n\n${link}\n\nСсылка действует 24 часа и только один раз. Затем войдите с вашей эл. почтой и выбранным паролем.\n\nЕсли вы не регистрировались, просто не обращайте внимания на это письмо: без подтверждения аккаунтом нельзя пользоваться.\n\n«Солиқ сервис», колл-центр 1198`,
  }),
  en: (link) => ({
    subject: 'Confirm your e-mail — Soliq Service',
    text: `Hello,\n\nThis address was given to register a personal cabinet on the Soliq Service website. To finish registering, confirm it here:\n\n${link}\n\nThe link works for 24 hours, once. Then sign in with your e-mail and the password you chose.\n\nIf you did not register, ignore this e-mail: an account that is not confirmed cannot be used.\n\nSoliq Service, call centre 1198`,
  }),
};

/** To the owner of an existing account: someone registered with the address; nothing changed. */
export const KNOWN_MAIL: Record<C.Locale, (links: { signIn: string; reset: string }) => AccountMail> = {
  uz: ({ signIn, reset }) => ({
    subject: 'Manzilingiz bilan roʻyxatdan oʻtishga urinish — Soliq servis',
    text: `Assalomu alaykum!\n\nKimdir (balki siz) Soliq servis saytida ushbu manzil bilan shaxsiy kabinet ochishga urindi. Sizda allaqachon hisob bor, shuning uchun hech narsa oʻzgarmadi.\n\nAgar bu siz boʻlsangiz, kiring:\n${signIn}\n\nParolni unutdingizmi? Yangisini shu yerda oʻrnating:\n${reset}\n\nAgar bu siz boʻlmasangiz, hech narsa qilish shart emas: hisobingiz va parolingiz oʻzgarmagan.\n\nSoliq servis, call-markaz 1198`,
  }),
  ru: ({ signIn, reset }) => ({
    subject: 'Попытка регистрации с вашим адресом — Солиқ сервис',
    text: `Здравствуйте!\n\nКто-то (возможно, вы) пытался зарегистрировать личный кабинет на сайте «Солиқ сервис» с этим адресом. У вас уже есть аккаунт, поэтому ничего не изменилось.\n\nЕсли это были вы, войдите:\n${signIn}\n\nЗабыли пароль? Задайте новый здесь:\n${reset}\n\nЕсли это были не вы, ничего делать не нужно: аккаунт и пароль остались прежними.\n\n«Солиқ сервис», колл-центр 1198`,
  }),
  en: ({ signIn, reset }) => ({
    subject: 'Someone tried to register with your e-mail — Soliq Service',
    text: `Hello,\n\nSomeone (maybe you) tried to register a personal cabinet on the Soliq Service website with this address. You already have an account, so nothing was changed.\n\nIf it was you, sign in:\n${signIn}\n\nForgotten your password? Set a new one here:\n${reset}\n\nIf it was not you, there is nothing to do: your account and your password stay as they are.\n\nSoliq Service, call centre 1198`,
  }),
};
