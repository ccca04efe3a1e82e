/**
 * The page's scripts could not start (a file that did not arrive, twice). A server-rendered page stays as it is, to be
 * read, with a note in its language that its forms and buttons do not work until it is reloaded; a page with nothing
 * on it (the client-rendered fallback) says so in the three languages, as its language may be unknown.
 */
const NOTE = {
  uz: ['Sahifa skriptlari yuklanmadi: uni oʻqish mumkin, lekin shakllar va tugmalar ishlamaydi.', 'Sahifani qayta yuklash'],
  ru: ['Скрипты страницы не загрузились: её можно читать, но формы и кнопки не работают.', 'Перезагрузить страницу'],
  en: ['The page’s scripts did not load: you can read it, but its forms and buttons do not work.', 'Reload the page'],
} as const;

export const START_FAILED_ID = 'start-failed';

export function showStartFailure(target: Document = document): void {
  const container = target.getElementById('root');
  if (!container || target.getElementById(START_FAILED_ID)) return;
  const rendered = !!target.getElementById('site-ssr') && container.childElementCount > 0;
  if (!rendered) {
    container.innerHTML =
      '<div role="alert" style="padding:2rem"><p lang="uz">Saytni yuklab boʻlmadi.</p><p lang="ru">Не удалось загрузить сайт.</p><p lang="en">The site could not be loaded.</p><p><a href="/">Bosh sahifa / Главная / Home</a></p></div>';
    return;
  }
  const lang = target.documentElement.lang.slice(0, 2);
  const [text, reload] = lang === 'ru' || lang === 'en' ? NOTE[lang] : NOTE.uz;
  const note = target.createElement('div');
  note.id = START_FAILED_ID;
  note.setAttribute('role', 'alert');
  // Fixed at the bottom: seen wherever the visitor is on the page (a form far down), above everything.
  note.setAttribute(
    'style',
    'position:fixed;inset:auto 0 0 0;z-index:10000;padding:0.75rem 1rem;background:#fff4e5;color:#1a1a1a;border-top:2px solid #b35900;font-size:1rem;line-height:1.4',
  );
  const paragraph = target.createElement('p');
  paragraph.style.margin = '0';
  paragraph.textContent = `${text} `;
  const link = target.createElement('a');
  link.href = `${target.location.pathname}${target.location.search}`;
  link.textContent = reload;
  link.style.color = '#0b4a8b';
  link.style.fontWeight = '600';
  paragraph.append(link);
  note.append(paragraph);
  target.body.append(note);
  // The page's end stays reachable above the note.
  target.body.style.paddingBottom = `${note.offsetHeight}px`;
}
