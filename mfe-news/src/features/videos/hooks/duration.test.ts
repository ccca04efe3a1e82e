import { describe, expect, it } from 'vitest';
import { durationParts } from './duration.ts';

describe('durationParts', () => {
  it('splits seconds into minutes and two-digit seconds', () => {
    expect(durationParts(412)).toEqual({ minutes: '6', seconds: '52' });
    expect(durationParts(60)).toEqual({ minutes: '1', seconds: '00' });
    expect(durationParts(-5)).toEqual({ minutes: '0', seconds: '00' });
  });
});
