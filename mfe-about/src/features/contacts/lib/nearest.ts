import type { RegionListResponse } from '@tax/shared/contract';

type Office = RegionListResponse['items'][number]['offices'][number];
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): within 0.5 % over Uzbekistan, far better than a visitor needs. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The office nearest to a point, with its distance; null when there is no office at all. */
export function nearestOffice(regions: RegionListResponse, from: Point): { office: Office; km: number } | null {
  let best: { office: Office; km: number } | null = null;
  for (const region of regions.items) {
    for (const office of region.offices) {
      const km = distanceKm(from, office.coordinates);
      if (!best || km < best.km) best = { office, km };
    }
  }
  return best;
}
