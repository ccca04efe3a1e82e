import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, ThemeProvider, activateLocale, i18n } from '@tax/shared';
import { staffApi, type EditorialClient, type EditorialItemBase } from '@tax/shared/staff-api';
import en from '../../../locales/en.json';
import { ReviewPanel } from './ReviewPanel.tsx';

const ann = { id: 'ann', name: 'Ann' };
const bob = { id: 'bob', name: 'Bob' };
const status = { state: 'draft' as const, changed: false, publishedAt: null, publishedVersion: null };
const base: EditorialItemBase = {
  id: '7d0b8f3c-56d8-4a1f-9d0c-1f6d1c1d2e3f',
  slug: 'yangilik',
  title: 'Yangilik',
  version: 4,
  status: { uz: status, ru: status, en: status },
  gone: false,
  updatedAt: '2026-11-28T04:00:00.000Z',
  updatedBy: ann,
  nextSchedule: null,
  review: null,
  reviewRequired: true,
  draft: { texts: { uz: {} } },
  published: {},
  publishedMeta: null,
  schedules: [],
  oldSlugs: [],
};
const asked: EditorialItemBase = {
  ...base,
  review: {
    state: 'requested',
    version: 4,
    requestedBy: ann,
    requestedAt: '2026-11-28T04:05:00.000Z',
    note: 'Check the figures',
    decidedBy: null,
    decidedAt: null,
    comment: null,
  },
};

function show(item: EditorialItemBase, meId: string, onChanged = vi.fn()) {
  render(
    <ThemeProvider>
      <ReviewPanel type="news" item={item} meId={meId} ensureSaved={async () => true} onChanged={onChanged} />
    </ThemeProvider>,
  );
  return onChanged;
}
function client(calls: Partial<EditorialClient<'news'>>) {
  vi.spyOn(staffApi.editorial, 'of').mockReturnValue(calls as unknown as ReturnType<typeof staffApi.editorial.of>);
}

describe('review by a second editor in the editor', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'workspace', en, true, true);
    await act(async () => activateLocale('en'));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says no review is asked and that publishing needs one, and offers asking', () => {
    show(base, 'ann');
    expect(screen.getByTestId('review-state').textContent).toBe('No review asked for.');
    expect(screen.getByTestId('review-required').textContent).toContain("another editor's approval");
    expect(screen.getByRole('button', { name: 'Ask for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the asker Approve and Send back disabled, explained', () => {
    show(asked, 'ann');
    expect(screen.getByTestId('review-state').textContent).toContain('Awaiting review: asked by Ann');
    expect(screen.getByTestId('review-note').textContent).toBe('Note: Check the figures');
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    const why = screen.getByTestId('review-why');
    expect(approve.getAttribute('aria-describedby')).toBe(why.id);
    expect(why.textContent).toContain('You asked for this review');
  });

  it('lets a second editor approve that version, then shows the approval and moves the focus to it', async () => {
    const approved = {
      ...asked,
      review: { ...asked.review!, state: 'approved' as const, decidedBy: bob, decidedAt: '2026-11-28T04:09:00.000Z' },
    };
    const approveReview = vi.fn(async () => approved);
    client({ approveReview } as unknown as Partial<EditorialClient<'news'>>);
    const onChanged = show(asked, 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(approved));
    expect(approveReview).toHaveBeenCalledWith(asked.id, { baseVersion: 4 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('review-state')));
    cleanup();
    show(approved, 'bob');
    expect(screen.getByTestId('review-state').textContent).toContain('Approved by Bob');
    expect(screen.queryByTestId('review-required')).toBeNull();
  });

  it('needs a comment to send back, and shows the server refusing in words', async () => {
    const returnReview = vi.fn(async () => {
      throw new ApiError(409, 'review_own', 'Another editor reviews this draft');
    });
    client({ returnReview } as unknown as Partial<EditorialClient<'news'>>);
    show(asked, 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const form = await screen.findByTestId('review-return-form');
    fireEvent.submit(form);
    expect((await screen.findByText('Write what to change.')).textContent).toBeTruthy();
    expect(returnReview).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: 'Shorter title' } });
    fireEvent.submit(form);
    await waitFor(() => expect(returnReview).toHaveBeenCalledWith(asked.id, { baseVersion: 4, comment: 'Shorter title' }));
    expect((await screen.findByText(/another editor does/)).textContent).toContain('You cannot review');
  });
});
