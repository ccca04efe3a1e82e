import { describe, expect, it } from 'vitest';
import type { RegionListResponse } from '@tax/shared/contract';
import { distanceKm, nearestOffice } from './nearest.ts';

const office = (slug: string, lat: number, lng: number) => ({ slug, coordinates: { lat, lng } }) as never;
const regions = {
  items: [
    { code: 'tashkent-city', offices: [office('tashkent-chilonzor', 41.2857, 69.2036), office('tashkent-yunusobod', 41.3644, 69.2869)] },
    { code: 'samarkand', offices: [office('samarkand-centre', 39.6542, 66.9597)] },
    { code: 'khorezm', offices: [] },
  ],
  groups: [],
} as unknown as RegionListResponse;

describe('nearest office', () => {
  it('measures distances on the sphere', () => {
    // Tashkent to Samarkand is about 270 km as the crow flies.
    expect(distanceKm({ lat: 41.2995, lng: 69.2401 }, { lat: 39.6542, lng: 66.9597 })).toBeGreaterThan(260);
    expect(distanceKm({ lat: 41.2995, lng: 69.2401 }, { lat: 39.6542, lng: 66.9597 })).toBeLessThan(280);
    expect(distanceKm({ lat: 40, lng: 60 }, { lat: 40, lng: 60 })).toBe(0);
  });

  it('picks the closest office over every region, with its distance', () => {
    const inSamarkand = nearestOffice(regions, { lat: 39.66, lng: 66.97 });
    expect(inSamarkand?.office.slug).toBe('samarkand-centre');
    expect(inSamarkand?.km).toBeLessThan(2);
    expect(nearestOffice(regions, { lat: 41.37, lng: 69.29 })?.office.slug).toBe('tashkent-yunusobod');
    expect(nearestOffice({ items: [], groups: [] } as unknown as RegionListResponse, { lat: 41, lng: 69 })).toBeNull();
  });
});
