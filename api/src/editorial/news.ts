/**
 * News for editors: the editorial engine (engine.ts) with the news descriptor (types/news.ts), and the draft as the
 * public article answer for previews.
 */
import { youtubeIdOf, type NewsContent, type NewsTexts } from '@tax/shared/contract';
import type { T } from '../db/schema.ts';
import { editorialStore, type EditorialDeps } from './engine.ts';
import { textsWithPictures } from './rich-images.ts';
import { newsDescriptor } from './types/news.ts';

export function newsEditorial(deps: EditorialDeps) {
  const store = editorialStore<NewsContent>(newsDescriptor, deps);
  return {
    ...store,
    /** The draft of an item as the public table holds an article (the caller localizes it; Uzbek where missing). */
    async draftArticle(id: string) {
      const { slug, content } = await store.draft(id);
      // The body's pictures as the published page will show them.
      const written = (['uz', 'ru', 'en'] as const).filter((l) => content.texts[l]);
      const shown = await textsWithPictures(
        deps.db,
        deps.publicBase,
        written.map((l) => content.texts[l]!),
        ['body'],
      );
      const draft = { ...content, texts: Object.fromEntries(written.map((l, i) => [l, shown[i]!])) as NewsContent['texts'] };
      const first = draft.texts.uz ?? draft.texts.ru ?? draft.texts.en!;
      const pick = <K extends keyof NewsTexts>(k: K) =>
        ({ uz: (draft.texts.uz ?? first)[k], ru: draft.texts.ru?.[k], en: draft.texts.en?.[k] }) as T;
      return {
        slug,
        date: draft.date,
        topic: draft.topic,
        title: pick('title'),
        summary: pick('summary'),
        body: pick('body'),
        image: draft.image,
        youtubeId: draft.video ? youtubeIdOf(draft.video) : null,
      };
    },
  };
}

export type NewsEditorialStore = ReturnType<typeof newsEditorial>;
