import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, activateLocale, i18n } from '@tax/shared';
import { staffApi, type EditorialItemBase } from '@tax/shared/staff-api';
import en from '../../../locales/en.json';
import { PublishActions } from './PublishActions.tsx';

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

function show(item: EditorialItemBase, isAdmin: boolean) {
  render(
    <ThemeProvider>
      <PublishActions
        type="news"
        item={item}
        ensureSaved={async () => true}
        onChanged={vi.fn()}
        tab="uz"
        preview={false}
        isAdmin={isAdmin}
      />
    </ThemeProvider>,
  );
}

describe('publishing past a required review', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'workspace', en, true, true);
    await act(async () => activateLocale('en'));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers an admin the override when the draft is not approved, and sends it only when ticked', async () => {
    const publish = vi.fn(async () => base);
    vi.spyOn(staffApi.editorial, 'of').mockReturnValue({ publish } as unknown as ReturnType<typeof staffApi.editorial.of>);
    show(asked, true);
    fireEvent.click(screen.getByTestId('content-publish'));
    const box = (await screen.findByLabelText('Publish without review')) as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.submit(screen.getByTestId('publish-form'));
    await waitFor(() => expect(publish).toHaveBeenCalledWith(asked.id, { locales: ['uz'], overrideReview: true }));
  });

  it('does not offer it to an editor, nor where the draft is approved', async () => {
    show(asked, false);
    fireEvent.click(screen.getByTestId('content-publish'));
    await screen.findByTestId('publish-form');
    expect(screen.queryByTestId('publish-override-review')).toBeNull();
    cleanup();
    show({ ...asked, review: { ...asked.review!, state: 'approved', decidedBy: bob, decidedAt: asked.review!.requestedAt } }, true);
    fireEvent.click(screen.getByTestId('content-publish'));
    await screen.findByTestId('publish-form');
    expect(screen.queryByTestId('publish-override-review')).toBeNull();
  });
});
