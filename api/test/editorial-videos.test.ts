/**
 * The video gallery and news videos through the editorial engine (issue 40 point 1, decision 0057): a YouTube address
 * in any of its forms is kept as one address and shown by its id; anything else is a 422 on the field; a published
 * video is in the gallery in its languages, an unpublished one is gone; a news item's video is on its public answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { videos as seededVideos } from '../src/seed/content/videos.ts';
import type { ContentChange } from '../src/editorial/content-changes.ts';
import { createContentBus } from '../src/editorial/content-changes.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const bus = createContentBus();
const heard: ContentChange[] = [];
bus.onContentChanged((change) => heard.push(change));
const t = useApi({ mailer: memoryMailer(), contentBus: bus, editorialTickMs: 3_600_000 });

let editor: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: editor.cookie },
  });
let n = 0;
const slugOf = (type: string) => `${type}-test-${++n}`;
const ID = 'dQw4w9WgXcQ';

const video = (title: string, extra: Record<string, unknown> = {}) => ({
  date: '2026-11-27',
  youtube: `https://www.youtube.com/watch?v=${ID}`,
  duration: '4:05',
  texts: {
    uz: { title: `${title} uz`, description: 'Qoʻllanma' },
    ru: { title: `${title} ru`, description: 'Инструкция' },
  },
  ...extra,
});
const news = (title: string, extra: Record<string, unknown> = {}) => ({
  date: '2026-11-27',
  topic: 'events',
  texts: { uz: { title, summary: 'Qisqa', body: '<p>Matn</p>' }, ru: { title: `${title} ru`, summary: 'Кратко', body: '<p>Текст</p>' } },
  ...extra,
});

async function created(type: string, content: unknown) {
  const res = await call('POST', `/staff/editorial/${type}`, { slug: slugOf(type), content });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number; draft: Record<string, unknown> };
}
async function publish(type: string, id: string) {
  const res = await call('POST', `/staff/editorial/${type}/${id}/publish`, {});
  expect(res.statusCode, res.body).toBe(200);
}
async function refused(type: string, content: unknown, field: string, code: string) {
  const res = await call('POST', `/staff/editorial/${type}`, { slug: slugOf(type), content });
  expect(expectError(res, 422, 'validation_failed').fields).toMatchObject({ [field]: code });
}
const gallery = async (locale: string) =>
  json(await t.app.inject({ url: `/api/videos?locale=${locale}&pageSize=50` })).items as Record<string, unknown>[];

beforeAll(async () => {
  editor = await createStaff(t, ['editor'], { name: 'Video Editor' });
});

describe('the seeded videos are published items', () => {
  it('each sample video is an item published in Uzbek, its address and length as the gallery shows them', async () => {
    const list = json(await call('GET', '/staff/editorial/videos?pageSize=50'));
    expect(list.total).toBe(seededVideos.length);
    const first = list.items.find((i: { slug: string }) => i.slug === seededVideos[0]!.slug);
    expect(first).toMatchObject({
      youtube: `https://www.youtube.com/watch?v=${seededVideos[0]!.youtubeId}`,
      status: { uz: { state: 'published', changed: false }, ru: { state: 'published', changed: false } },
    });
    expect(first.duration).toBe('6:52');
  });
});

describe('YouTube addresses', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}&t=10s`,
    `https://youtu.be/${ID}?si=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `youtube.com/watch?v=${ID}`,
  ])('%s is kept as the watch address of its id', async (youtube) => {
    const item = await created('videos', video('Shakl', { youtube }));
    expect(item.draft.youtube).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it.each([
    ['javascript:alert(1)', 'invalid'],
    [`https://vimeo.com/${ID}`, 'invalid'],
    [`https://youtube.com.evil.example/watch?v=${ID}`, 'invalid'],
    [`https://www.youtube.com.evil.example/embed/${ID}`, 'invalid'],
    ['https://www.youtube.com/watch?v=<img src=x>', 'invalid'],
    [`https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(400)}`, 'too_long'],
    ['', 'required'],
  ])('%s is refused on the field (%s), nothing stored', async (youtube, code) => {
    const before = json(await call('GET', '/staff/editorial/videos?pageSize=50')).total;
    await refused('videos', video('Yomon', { youtube }), 'content.youtube', code);
    expect(json(await call('GET', '/staff/editorial/videos?pageSize=50')).total).toBe(before);
  });

  it('a length must read as m:ss or h:mm:ss; a date must be a real day', async () => {
    await refused('videos', video('Uzunlik', { duration: '4:5' }), 'content.duration', 'invalid');
    await refused('videos', video('Uzunlik', { duration: '0:00' }), 'content.duration', 'invalid');
    await refused('videos', video('Uzunlik', { duration: 245 }), 'content.duration', 'required');
    await refused('videos', video('Sana', { date: '2026-02-30' }), 'content.date', 'date');
    const long = await created('videos', video('Uzun', { duration: '75:00' }));
    expect(long.draft.duration).toBe('1:15:00');
  });

  it('a news item takes the same forms and refuses the same addresses', async () => {
    await refused('news', news('Yomon video', { video: `https://youtube.com.evil.example/watch?v=${ID}` }), 'content.video', 'invalid');
    await refused('news', news('Yomon video', { video: 'javascript:alert(1)' }), 'content.video', 'invalid');
    const item = await created('news', news('Yaxshi video', { video: `youtu.be/${ID}` }));
    expect(item.draft.video).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});

describe('publishing', () => {
  it('published, the video is in the gallery in each published language; unpublished, it is gone', async () => {
    const item = await created('videos', video('Yangi video'));
    expect((await gallery('uz')).map((v) => v.slug)).not.toContain(item.slug);
    heard.length = 0;
    await publish('videos', item.id);
    expect(heard.some((c) => c.tags.includes('videos') && c.paths.includes('/news') && c.paths.includes('/about'))).toBe(true);

    const uz = (await gallery('uz')).find((v) => v.slug === item.slug);
    expect(uz).toMatchObject({
      title: 'Yangi video uz',
      youtubeId: ID,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      durationSec: 245,
      date: '2026-11-27',
      translated: true,
    });
    expect((await gallery('ru')).find((v) => v.slug === item.slug)).toMatchObject({ title: 'Yangi video ru', translated: true });
    // English was never written: the Uzbek text, marked not translated.
    expect((await gallery('en')).find((v) => v.slug === item.slug)).toMatchObject({ title: 'Yangi video uz', translated: false });

    const unpublished = await call('POST', `/staff/editorial/videos/${item.id}/unpublish`, {});
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    for (const l of ['uz', 'ru']) expect((await gallery(l)).map((v) => v.slug)).not.toContain(item.slug);
  });

  it('an edited seed video shows its new address and length once published', async () => {
    const list = json(await call('GET', '/staff/editorial/videos?pageSize=50'));
    const seeded = list.items.find((i: { slug: string }) => i.slug === seededVideos[1]!.slug);
    const item = json(await call('GET', `/staff/editorial/videos/${seeded.id}`));
    const saved = await call('PATCH', `/staff/editorial/videos/${item.id}/draft`, {
      baseVersion: item.version,
      content: { ...item.draft, youtube: `https://youtu.be/${ID}`, duration: '1:02:03' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).status.uz).toMatchObject({ state: 'published', changed: true });
    await publish('videos', item.id);
    expect((await gallery('uz')).find((v) => v.slug === item.slug)).toMatchObject({ youtubeId: ID, durationSec: 3723 });
  });

  it("a news item's video is on its public answer; without one, none", async () => {
    const withVideo = await created('news', news('Videoli yangilik', { video: `https://www.youtube.com/shorts/${ID}` }));
    await publish('news', withVideo.id);
    const answer = json(await t.app.inject({ url: `/api/news/${withVideo.slug}?locale=ru` }));
    expect(answer.item.video).toEqual({ youtubeId: ID, embedUrl: `https://www.youtube-nocookie.com/embed/${ID}` });

    const plain = await created('news', news('Videosiz yangilik'));
    await publish('news', plain.id);
    expect(json(await t.app.inject({ url: `/api/news/${plain.slug}` })).item.video).toBeUndefined();

    // Removing the video from the draft and publishing takes it off the article.
    const item = json(await call('GET', `/staff/editorial/news/${withVideo.id}`));
    const { video: _gone, ...rest } = item.draft;
    expect((await call('PATCH', `/staff/editorial/news/${item.id}/draft`, { baseVersion: item.version, content: rest })).statusCode).toBe(
      200,
    );
    await publish('news', item.id);
    expect(json(await t.app.inject({ url: `/api/news/${withVideo.slug}` })).item.video).toBeUndefined();
  });
});
