/**
 * Review by a second editor (issue 40 point 4, decision 0056), for every type through the engine: news here require
 * review (EDITORIAL_REVIEW_TYPES=news), services do not. Four eyes (the editor who asked and the last to change the
 * draft cannot approve), an approval is of one draft version (a save clears it), publishing and scheduling an
 * unapproved draft are refused where review is required (an admin may override, audited), a stale version gets the
 * conflict answer, handlers are refused, every step is in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Editorial } from '../src/editorial/index.ts';
import { reviewRequiredFor } from '../src/editorial/index.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

let editorial: Editorial;
const t = useApi({
  mailer: memoryMailer(),
  editorialTickMs: 3_600_000,
  editorialReviewTypes: 'news',
  onEditorial: (e) => (editorial = e),
});

let author: TestStaff;
let reviewer: TestStaff;
let handler: TestStaff;
let chief: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestStaff, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: who.cookie },
  });

const news = '/staff/editorial/news';
const content = (title: string) => ({
  date: '2026-11-20',
  topic: 'announcements',
  texts: { uz: { title, summary: `${title}: qisqacha`, body: `<p>${title} toʻliq.</p>` } },
});
let n = 0;
async function createNews(title = 'Koʻrib chiqish') {
  const res = await call('POST', news, author, { slug: `review-test-${++n}-${Date.now().toString(36)}`, content: content(title) });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number };
}
const item = async (id: string) => json(await call('GET', `${news}/${id}`, author));
const ask = (id: string, baseVersion: number, who = author, note?: string) =>
  call('POST', `${news}/${id}/review/request`, who, { baseVersion, ...(note ? { note } : {}) });
const approve = (id: string, baseVersion: number, who = reviewer) => call('POST', `${news}/${id}/review/approve`, who, { baseVersion });
const sendBack = (id: string, baseVersion: number, comment: string | undefined, who = reviewer) =>
  call('POST', `${news}/${id}/review/return`, who, { baseVersion, ...(comment === undefined ? {} : { comment }) });
/** Lets time pass, the staff sessions kept alive as people at work keep them (idle limit 30 minutes). */
async function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 20 * 60_000) {
    t.clock.advance(Math.min(left, 20 * 60_000));
    for (const who of [author, reviewer, handler, chief]) await call('GET', '/staff/me', who);
  }
}
const auditActions = async (id: string) =>
  (await t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('id').execute()).map((r) => ({
    action: r.action,
    actor: r.actor_email,
    detail: r.detail as Record<string, unknown> | null,
  }));

beforeAll(async () => {
  author = await createStaff(t, ['editor'], { name: 'Author Editor' });
  reviewer = await createStaff(t, ['editor'], { name: 'Second Editor' });
  handler = await createStaff(t, ['handler']);
  chief = await createStaff(t, ['admin', 'editor'], { name: 'Chief Editor' });
});

describe('asking for review and four eyes', () => {
  it('an asked review shows who asked, when and the note, in the item and in the list filtered by "awaiting review"', async () => {
    const { id, version } = await createNews('Soʻralgan');
    const fresh = await item(id);
    expect(fresh.review).toBeNull();
    expect(fresh.reviewRequired).toBe(true);
    const res = await ask(id, version, author, 'Raqamlarni tekshiring');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).review).toMatchObject({
      state: 'requested',
      version,
      requestedBy: { name: 'Author Editor' },
      requestedAt: t.clock.now.toISOString(),
      note: 'Raqamlarni tekshiring',
      decidedBy: null,
      comment: null,
    });
    const waiting = json(await call('GET', `${news}?review=requested&pageSize=50`, reviewer));
    expect(waiting.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(waiting.items.every((i: { review: { state: string } }) => i.review.state === 'requested')).toBe(true);
    const approved = json(await call('GET', `${news}?review=approved&pageSize=50`, reviewer));
    expect(approved.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('the editor who asked cannot approve nor send back; the last to change the draft cannot either', async () => {
    const { id, version } = await createNews('Oʻzi');
    await ask(id, version);
    expectError(await approve(id, version, author), 409, 'review_own');
    expectError(await sendBack(id, version, 'Yoʻq', author), 409, 'review_own');
    // The reviewer changes the draft and the author asks: neither may approve (the last to change, the one who asked).
    const saved = await call('PATCH', `${news}/${id}/draft`, reviewer, { baseVersion: version, content: content('Oʻzgartirildi') });
    expect(saved.statusCode, saved.body).toBe(200);
    const v2 = json(saved).version as number;
    await ask(id, v2, author);
    expectError(await approve(id, v2, reviewer), 409, 'review_own');
    expectError(await approve(id, v2, author), 409, 'review_own');
    expect((await item(id)).review.state).toBe('requested');
    const third = await approve(id, v2, chief);
    expect(third.statusCode, third.body).toBe(200);
    expect(json(third).review).toMatchObject({ state: 'approved', decidedBy: { name: 'Chief Editor' } });
  });

  it('a second editor approves that exact draft version', async () => {
    const { id, version } = await createNews('Tasdiq');
    expectError(await approve(id, version), 409, 'review_none');
    await ask(id, version);
    const res = await approve(id, version);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).review).toMatchObject({ state: 'approved', version, decidedBy: { name: 'Second Editor' } });
    // Approving twice: nothing is asked any more.
    expectError(await approve(id, version), 409, 'review_none');
  });

  it('sending back needs a comment; the comment stays shown after the author saves', async () => {
    const { id, version } = await createNews('Qaytarish');
    await ask(id, version);
    const bare = expectError(await sendBack(id, version, undefined), 422, 'validation_failed');
    expect(bare.fields).toEqual({ comment: 'required' });
    expectError(await sendBack(id, version, '   '), 422, 'validation_failed');
    expect((await item(id)).review.state).toBe('requested');
    const res = await sendBack(id, version, 'Sarlavhani qisqartiring');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).review).toMatchObject({ state: 'returned', comment: 'Sarlavhani qisqartiring', decidedBy: { name: 'Second Editor' } });
    const saved = await call('PATCH', `${news}/${id}/draft`, author, { baseVersion: version, content: content('Qisqa') });
    expect(json(saved).review).toMatchObject({ state: 'returned', comment: 'Sarlavhani qisqartiring' });
  });

  it('a stale version gets the conflict answer with the current item, and changes nothing', async () => {
    const { id, version } = await createNews('Eskirgan');
    const saved = json(await call('PATCH', `${news}/${id}/draft`, author, { baseVersion: version, content: content('Yangi') }));
    const stale = await ask(id, version);
    const err = expectError(stale, 409, 'conflict');
    expect(err.message).toMatch(/saved/);
    expect(json(stale).current.version).toBe(saved.version);
    expect((await item(id)).review).toBeNull();
    await ask(id, saved.version);
    expectError(await approve(id, version), 409, 'conflict');
    expect((await item(id)).review.state).toBe('requested');
  });

  it('a handler is refused every review action', async () => {
    const { id, version } = await createNews('Ruxsat');
    expectError(await ask(id, version, handler), 403, 'forbidden');
    await ask(id, version);
    expectError(await approve(id, version, handler), 403, 'forbidden');
    expectError(await sendBack(id, version, 'Yoʻq', handler), 403, 'forbidden');
    expect((await item(id)).review.state).toBe('requested');
  });
});

describe('publishing where review is required', () => {
  it('an unapproved draft is refused (409 review_required) and nothing is public; approved, it publishes', async () => {
    const { id, slug, version } = await createNews('Nashr');
    const refused = expectError(await call('POST', `${news}/${id}/publish`, author, {}), 409, 'review_required');
    expect(refused.message).toMatch(/approve/);
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(404);
    await ask(id, version);
    expectError(await call('POST', `${news}/${id}/publish`, author, {}), 409, 'review_required');
    await approve(id, version);
    const published = await call('POST', `${news}/${id}/publish`, author, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published).status.uz.state).toBe('published');
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(200);
  });

  it('a save after approval clears it: the item is a draft again, publishing is refused, the comment kept in the history', async () => {
    const { id, version } = await createNews('Tozalash');
    await ask(id, version);
    await call('POST', `${news}/${id}/review/approve`, reviewer, { baseVersion: version, comment: 'Yaxshi' });
    expect((await item(id)).review).toMatchObject({ state: 'approved', comment: 'Yaxshi' });
    const saved = json(await call('PATCH', `${news}/${id}/draft`, author, { baseVersion: version, content: content('Keyin') }));
    expect(saved.review).toBeNull();
    expectError(await call('POST', `${news}/${id}/publish`, author, {}), 409, 'review_required');
    const cleared = (await auditActions(id)).find((a) => a.action === 'review-cleared');
    expect(cleared?.detail).toMatchObject({ state: 'approved', reviewedVersion: version, version: saved.version, comment: 'Yaxshi' });
  });

  it('scheduling a publish of an unapproved draft is refused; an approved one is applied only if nothing changed since', async () => {
    const { id, slug, version } = await createNews('Reja');
    const at = new Date(t.clock.now.getTime() + 5 * 3600_000 + 3600_000).toISOString().slice(0, 16);
    expectError(await call('POST', `${news}/${id}/schedules`, author, { action: 'publish', at }), 409, 'review_required');
    await ask(id, version);
    await approve(id, version);
    const scheduled = await call('POST', `${news}/${id}/schedules`, author, { action: 'publish', at });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    // A save meanwhile clears the approval: the scheduler does not publish the unapproved text.
    await call('PATCH', `${news}/${id}/draft`, author, { baseVersion: version, content: content('Tekshirilmagan') });
    await passTime(2 * 3600_000);
    await editorial.tick();
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(404);
    const schedule = await t.database.db.selectFrom('editorial_schedules').selectAll().where('item_id', '=', id).executeTakeFirstOrThrow();
    expect(schedule.done_at).not.toBeNull();
    expect(schedule.outcome).toMatch(/approve/);
  });

  it('an admin who is an editor may publish past review by asking to, recorded as review-overridden; an editor may not', async () => {
    const { id, slug } = await createNews('Shoshilinch');
    expectError(await call('POST', `${news}/${id}/publish`, author, { overrideReview: true }), 409, 'review_required');
    const res = await call('POST', `${news}/${id}/publish`, chief, { overrideReview: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(200);
    const actions = await auditActions(id);
    expect(actions.find((a) => a.action === 'review-overridden')).toMatchObject({ actor: chief.email });
  });
});

describe('where review is optional', () => {
  it('services publish as before, and may still be reviewed', async () => {
    const list = json(await call('GET', '/staff/editorial/services?pageSize=1', author));
    const { id, version } = list.items[0] as { id: string; version: number };
    expect(list.items[0].reviewRequired).toBe(false);
    const published = await call('POST', `/staff/editorial/services/${id}/publish`, author, {});
    expect(published.statusCode, published.body).toBe(200);
    expect((await call('POST', `/staff/editorial/services/${id}/review/request`, author, { baseVersion: version })).statusCode).toBe(200);
    const approved = await call('POST', `/staff/editorial/services/${id}/review/approve`, reviewer, { baseVersion: version });
    expect(json(approved).review.state).toBe('approved');
  });

  it('EDITORIAL_REVIEW_TYPES reads "all", names, or nothing', () => {
    expect(reviewRequiredFor(undefined)('news')).toBe(false);
    expect(reviewRequiredFor('')('news')).toBe(false);
    expect(reviewRequiredFor('all')('offices')).toBe(true);
    const some = reviewRequiredFor(' News, services ');
    expect([some('news'), some('services'), some('vacancies')]).toEqual([true, true, false]);
  });
});

describe('the audit log', () => {
  it('records asking, approving, sending back and clearing, with who and the note or comment', async () => {
    const { id, version } = await createNews('Jurnal');
    await ask(id, version, author, 'Iltimos');
    await sendBack(id, version, 'Rasm kerak');
    await ask(id, version, author);
    await approve(id, version);
    await call('PATCH', `${news}/${id}/draft`, author, { baseVersion: version, content: content('Rasm bilan') });
    const review = (await auditActions(id)).filter((a) => a.action.startsWith('review-'));
    expect(review).toEqual([
      { action: 'review-requested', actor: author.email, detail: { version, note: 'Iltimos' } },
      { action: 'review-returned', actor: reviewer.email, detail: { version, comment: 'Rasm kerak' } },
      { action: 'review-requested', actor: author.email, detail: { version, note: null } },
      { action: 'review-approved', actor: reviewer.email, detail: { version, comment: null } },
      {
        action: 'review-cleared',
        actor: author.email,
        detail: { state: 'approved', reviewedVersion: version, version: version + 1, comment: null },
      },
    ]);
  });
});
