/** Unit tests of the browser client with a fake fetch (no server). */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { api, ApiError, configureApi, onApiActivity, subscribeOperators, type ApiActivityEvent } from './index.ts';
import { staffApi } from './staff.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: (url: string, init: RequestInit) => Response | Promise<Response>;

const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  calls.push({ url, init });
  return answer(url, init);
}) as typeof fetch;

const jsonRes = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

beforeEach(() => {
  calls = [];
  answer = () => jsonRes(200, { ok: true });
  configureApi({ baseUrl: 'https://api.example.uz/api/', fetch: fakeFetch });
});
afterEach(() => vi.useRealTimers());

describe('API client', () => {
  it('builds URLs from the base, drops empty query values, sends Accept and credentials', async () => {
    await api.news.list({ locale: 'ru', page: 2, pageSize: 10, year: undefined, topic: 'digital' });
    expect(calls[0]!.url).toBe('https://api.example.uz/api/news?locale=ru&page=2&pageSize=10&topic=digital');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>).Accept).toBe('application/json, text/plain');
    await api.news.get('a b/c', { locale: 'en' });
    expect(calls[1]!.url).toBe('https://api.example.uz/api/news/a%20b%2Fc?locale=en');
  });

  it('posts JSON forms with the idempotency key', async () => {
    answer = () => jsonRes(201, { id: '1', form: 'contact', status: 'received', createdAt: 'x' });
    const receipt = await api.forms.contact(
      { fio: 'A B', phone_number: '901234567', email: 'a@b.uz', message: 'hello' },
      { idempotencyKey: 'k-1' },
    );
    expect(receipt.id).toBe('1');
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h['Idempotency-Key']).toBe('k-1');
    expect(h['Content-Type']).toBe('application/json');
    // The page's language goes with it: the enterprise answers in it.
    expect(h['Accept-Language']).toBe('uz');
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ fio: 'A B' });
  });

  it("sends a form with the page's language, whichever language the page switches to", async () => {
    answer = () => jsonRes(201, { id: '1', form: 'contact', status: 'received', createdAt: 'x' });
    const body = { fio: 'A B', phone_number: '901234567', email: 'a@b.uz', message: 'hello' };
    await i18n.changeLanguage('ru');
    onTestFinished(() => void i18n.changeLanguage('uz'));
    await api.forms.contact(body);
    await api.forms.partnerApplication({ companyName: 'Pay', fio: 'A B', phone_number: '901234567', email: 'a@b.uz', target: 'cards' });
    await i18n.changeLanguage('en');
    await api.forms.serviceRequest({ servicename: 'eds-key', fio: 'A B', phone_number: '901234567', region_name: 'navoi' });
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['Accept-Language'])).toEqual(['ru', 'ru', 'en']);
  });

  it("the staff client calls the workspace's endpoints with the cookie and JSON bodies", async () => {
    answer = () => jsonRes(200, { step: 'code' });
    expect(await staffApi.auth.signIn({ email: 'a@b.uz', password: 'pw' })).toEqual({ step: 'code' });
    await staffApi.inbox.list({ kind: 'contact', q: 'ключ', page: 2 });
    await staffApi.inbox.setStatus('service-request', 'id/1', { status: 'closed', citizenStatus: 'done' });
    await staffApi.sessions.end('s-1');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST https://api.example.uz/api/staff/auth/sign-in',
      'GET https://api.example.uz/api/staff/inbox?kind=contact&q=%D0%BA%D0%BB%D1%8E%D1%87&page=2',
      'POST https://api.example.uz/api/staff/inbox/service-request/id%2F1/status',
      'DELETE https://api.example.uz/api/staff/sessions/s-1',
    ]);
    expect(calls.every((c) => c.init.credentials === 'include')).toBe(true);
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual({ status: 'closed', citizenStatus: 'done' });
    expect(staffApi.inbox.cvUrl('x')).toBe('https://api.example.uz/api/staff/inbox/vacancy-application/x/cv');
    expect(staffApi.inbox.exportUrl({ language: 'ru', q: 'a b' })).toBe(
      'https://api.example.uz/api/staff/inbox/export.csv?language=ru&q=a+b',
    );
  });

  it('sends the vacancy application as multipart with the file', async () => {
    answer = () => jsonRes(201, { id: '2', form: 'vacancy-application', status: 'received', createdAt: 'x' });
    await api.forms.vacancyApplication({
      first_name: 'A',
      last_name: 'B',
      birthday: '1990-01-01',
      phone_number: '901234567',
      email: 'a@b.uz',
      position: 'x',
      cv: new Blob(['%PDF-']),
      cvName: 'cv.pdf',
    });
    const body = calls[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('first_name')).toBe('A');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns error bodies into ApiError with code, fields and Retry-After', async () => {
    answer = () => jsonRes(422, { error: { code: 'validation_failed', message: 'bad', fields: { email: 'email' } } });
    const e1 = await api.forms.contact({ fio: '', phone_number: '', email: '', message: '' }).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ status: 422, code: 'validation_failed', message: 'bad', fields: { email: 'email' } });
    answer = () => jsonRes(429, { error: { code: 'rate_limited', message: 'slow down' } }, { 'retry-after': '42' });
    expect(await api.forms.contact({ fio: '', phone_number: '', email: '', message: '' }).catch((e: unknown) => e)).toMatchObject({
      status: 429,
      retryAfter: 42,
    });
    answer = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await api.news.list().catch((e: unknown) => e)).toMatchObject({ status: 502, code: 'http_502' });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await api.news.list().catch((e: unknown) => e)).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('emits start then end, or start then error, with the same id', async () => {
    const events: ApiActivityEvent[] = [];
    const off = onApiActivity((e) => events.push(e));
    await api.company.profile();
    answer = () => jsonRes(404, { error: { code: 'not_found', message: 'no' } });
    await api.news.get('x').catch(() => {});
    off();
    answer = () => jsonRes(200, {});
    await api.company.profile();
    expect(events.map((e) => e.type)).toEqual(['start', 'end', 'start', 'error']);
    expect(events[0]!.id).toBe(events[1]!.id);
    expect(events[2]!.id).toBe(events[3]!.id);
    expect(events[2]!.id).not.toBe(events[0]!.id);
  });

  it('sign-out (204) resolves with nothing', async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(api.auth.signOut()).resolves.toBeUndefined();
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('operators: SSE first, polling when EventSource is missing or gives up', async () => {
    // The polling runs on fake timers: the test moves the clock instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const snapshots: unknown[] = [];
    class FakeES {
      static last: FakeES;
      readyState = 1;
      handlers: Record<string, (e: MessageEvent<string>) => void> = {};
      closed = false;
      constructor(
        readonly url: string,
        readonly init: { withCredentials: boolean },
      ) {
        FakeES.last = this;
      }
      addEventListener(type: string, h: (e: MessageEvent<string>) => void) {
        this.handlers[type] = h;
      }
      close() {
        this.closed = true;
      }
    }
    const off = subscribeOperators((s) => snapshots.push(s), { EventSource: FakeES as unknown as typeof EventSource, pollMs: 10 });
    // The feed's code loads with the first subscription.
    await vi.waitFor(() => expect(FakeES.last).toBeDefined());
    expect(FakeES.last.url).toBe('https://api.example.uz/api/operators/stream');
    expect(FakeES.last.init.withCredentials).toBe(true);
    FakeES.last.handlers.snapshot!({ data: JSON.stringify({ free: 1 }) } as MessageEvent<string>);
    expect(snapshots).toEqual([{ free: 1 }]);
    // The stream gives up: the client polls the snapshot endpoint.
    answer = () => jsonRes(200, { free: 2 });
    FakeES.last.readyState = 2;
    FakeES.last.handlers.error!(new Event('error') as MessageEvent<string>);
    expect(FakeES.last.closed).toBe(true);
    await vi.waitFor(() => expect(snapshots.length).toBeGreaterThanOrEqual(3));
    off();
    const n = calls.length;
    // Unsubscribed: no poll is pending, and however long the page stays open, none is made.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.length).toBe(n);
    expect(calls[0]!.url).toBe('https://api.example.uz/api/operators');
  });
});
