import type { EditorialItemBase } from '@tax/shared/staff-api';

/**
 * What the signed-in editor may do with an item's review (decision 0056), as the API decides it: anyone may ask for
 * review of the current draft (again after it was sent back or changed); approving and sending back need a review
 * asked for this very version, by another editor than the one who asked and the last to change the draft (four eyes).
 * `why` says why deciding is not offered to this editor, for the disabled buttons' explanation.
 */
export interface ReviewChoices {
  canAsk: boolean;
  canDecide: boolean;
  why: 'asked' | 'changed' | null;
}

export function reviewChoices(item: Pick<EditorialItemBase, 'review' | 'version' | 'updatedBy'>, meId: string): ReviewChoices {
  const review = item.review;
  const current = review !== null && review.version === item.version;
  const waiting = current && review.state === 'requested';
  const approved = current && review.state === 'approved';
  if (!waiting) return { canAsk: !approved, canDecide: false, why: null };
  const why = review.requestedBy?.id === meId ? 'asked' : item.updatedBy?.id === meId ? 'changed' : null;
  return { canAsk: false, canDecide: why === null, why };
}

/** Publishing needs an approval of the current draft where the type requires review. */
export function reviewBlocksPublishing(item: Pick<EditorialItemBase, 'review' | 'version' | 'reviewRequired'>): boolean {
  if (!item.reviewRequired) return false;
  return !(item.review?.state === 'approved' && item.review.version === item.version);
}
