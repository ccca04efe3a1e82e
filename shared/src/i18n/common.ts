import en from './common/en.ts';
import ru from './common/ru.ts';
import uz from './common/uz.ts';

/** The kit's strings in the three languages at once, for tests; a page loads only its own language's (i18n.ts). */
export const common = { uz, ru, en };
