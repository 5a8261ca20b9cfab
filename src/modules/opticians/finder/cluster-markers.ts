import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapPin } from './OpticianMap';

export const OPTICIANS_SOURCE = 'opticians';

/** The pins as a GeoJSON source MapLibre clusters (a cluster's radius in pixels keeps targets apart). */
export function pinSource(pins: readonly MapPin[]) {
  return {
    type: 'geojson' as const,
    data: pinCollection(pins),
    cluster: true,
    clusterRadius: 60,
    clusterMaxZoom: MAX_ZOOM,
  };
}

/** The map's deepest zoom; clusters still form there, so no two targets ever overlap. */
export const MAX_ZOOM = 16;

function pinCollection(pins: readonly MapPin[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: pins.map((pin) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] },
      properties: { id: pin.id },
    })),
  };
}

interface MarkerFactory {
  pin(pin: MapPin): Marker;
  cluster(clusterId: number, count: number, zoomIn: () => void): Marker;
}

/**
 * Keeps one HTML marker (a named button, reachable by keyboard) per cluster and per single pin the source
 * shows at the current zoom: WebGL symbols cannot be focused or named.
 */
export function syncMarkers(
  map: MapLibreMap,
  pinsById: ReadonlyMap<string, MapPin>,
  markers: Map<string, Marker>,
  create: MarkerFactory,
) {
  const source = map.getSource<GeoJSONSource>(OPTICIANS_SOURCE);
  if (!source || !map.isSourceLoaded(OPTICIANS_SOURCE)) return;
  const features = map.querySourceFeatures(OPTICIANS_SOURCE);
  const wanted = new Map<string, (typeof features)[number]>();
  for (const feature of features) {
    const properties = feature.properties as { cluster_id?: number; id?: string };
    const key =
      properties.cluster_id !== undefined ? `cluster-${properties.cluster_id}` : `pin-${properties.id}`;
    wanted.set(key, feature);
  }
  for (const [key, marker] of markers) {
    if (!wanted.has(key)) {
      marker.remove();
      markers.delete(key);
    }
  }
  for (const [key, feature] of wanted) {
    if (markers.has(key)) continue;
    const properties = feature.properties as { cluster_id?: number; point_count?: number; id?: string };
    const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
    if (properties.cluster_id !== undefined) {
      const clusterId = properties.cluster_id;
      const zoomIn = () =>
        source
          .getClusterExpansionZoom(clusterId)
          .then((zoom) =>
            map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, MAX_ZOOM) }, { byVisitor: true }),
          );
      markers.set(
        key,
        create
          .cluster(clusterId, properties.point_count ?? 0, zoomIn)
          .setLngLat([lng, lat])
          .addTo(map),
      );
    } else {
      const pin = pinsById.get(properties.id ?? '');
      if (pin) markers.set(key, create.pin(pin).setLngLat([lng, lat]).addTo(map));
    }
  }
}
