import type { LatLng } from './types';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in kilometres. */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The opticians nearest first, each with its distance from the point; the input is left as it was. */
export function sortByDistance<T extends { latitude: number; longitude: number }>(
  opticians: readonly T[],
  point: LatLng,
): Array<T & { distanceKm: number }> {
  return opticians
    .map((optician) => ({
      ...optician,
      distanceKm: haversineKm(point, { lat: optician.latitude, lng: optician.longitude }),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
