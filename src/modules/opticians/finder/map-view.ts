import type { LatLng } from '../geocoder/types';
import type { BoundingBox } from './area';

/** Where the map opens: the area of the URL exactly, else a box around what the search found. */
export interface MapView {
  box: BoundingBox;
  /** the visitor's own area (from the URL): shown as it was, not padded */
  exact: boolean;
}

/** Europe, when there is nothing to show. */
const EUROPE: BoundingBox = { west: -12, south: 35, east: 32, north: 71 };
/** Around a searched place without results, so that zooming out finds the nearest ones. */
const PLACE_MARGIN_DEGREES = 0.25;

function around(points: readonly LatLng[]): BoundingBox {
  const lats = points.map(({ lat }) => lat);
  const lngs = points.map(({ lng }) => lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

export function initialMapView(options: {
  area?: BoundingBox;
  /** the searched place, when the search found one */
  point?: LatLng;
  /** what the list shows, or every optician when there was no search */
  shown: readonly LatLng[];
}): MapView {
  const { area, point, shown } = options;
  if (area) return { box: area, exact: true };
  if (shown.length > 0) return { box: around(point ? [point, ...shown] : shown), exact: false };
  if (point) {
    return {
      box: around([
        { lat: point.lat - PLACE_MARGIN_DEGREES, lng: point.lng - PLACE_MARGIN_DEGREES },
        { lat: point.lat + PLACE_MARGIN_DEGREES, lng: point.lng + PLACE_MARGIN_DEGREES },
      ]),
      exact: false,
    };
  }
  return { box: EUROPE, exact: false };
}
