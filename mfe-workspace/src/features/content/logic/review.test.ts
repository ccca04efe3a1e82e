import { describe, expect, it } from 'vitest';
import type { EditorialItemBase } from '@tax/shared/staff-api';
import { reviewBlocksPublishing, reviewChoices } from './review.ts';

const ann = { id: 'a', name: 'Ann' };
const bob = { id: 'b', name: 'Bob' };
type Review = NonNullable<EditorialItemBase['review']>;
const review = (state: Review['state'], version = 3): Review => ({
  state,
  version,
  requestedBy: ann,
  requestedAt: '2026-11-28T04:00:00.000Z',
  note: null,
  decidedBy: state === 'requested' ? null : bob,
  decidedAt: state === 'requested' ? null : '2026-11-28T04:10:00.000Z',
  comment: null,
});
const item = (r: Review | null, updatedBy = ann, reviewRequired = true) => ({ review: r, version: 3, updatedBy, reviewRequired });

describe('reviewChoices', () => {
  it('offers asking when no review is asked, after it was sent back, or when the approved version is not the draft any more', () => {
    expect(reviewChoices(item(null), 'a')).toEqual({ canAsk: true, canDecide: false, why: null });
    expect(reviewChoices(item(review('returned')), 'a').canAsk).toBe(true);
    expect(reviewChoices(item(review('approved', 2)), 'a').canAsk).toBe(true);
    expect(reviewChoices(item(review('approved')), 'a').canAsk).toBe(false);
  });

  it('lets a second editor decide, not the one who asked nor the last to change the draft', () => {
    expect(reviewChoices(item(review('requested')), 'b')).toEqual({ canAsk: false, canDecide: true, why: null });
    expect(reviewChoices(item(review('requested')), 'a')).toEqual({ canAsk: false, canDecide: false, why: 'asked' });
    expect(reviewChoices(item(review('requested'), bob), 'b')).toEqual({ canAsk: false, canDecide: false, why: 'changed' });
  });

  it('does not offer deciding on a review of an older version', () => {
    expect(reviewChoices(item(review('requested', 2)), 'b')).toEqual({ canAsk: true, canDecide: false, why: null });
  });
});

describe('reviewBlocksPublishing', () => {
  it('blocks only where review is required and the current draft is not approved', () => {
    expect(reviewBlocksPublishing(item(null, ann, false))).toBe(false);
    expect(reviewBlocksPublishing(item(null))).toBe(true);
    expect(reviewBlocksPublishing(item(review('requested')))).toBe(true);
    expect(reviewBlocksPublishing(item(review('approved', 2)))).toBe(true);
    expect(reviewBlocksPublishing(item(review('approved')))).toBe(false);
  });
});
