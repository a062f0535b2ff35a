import { CITY_COORDINATES, type LatLng } from "@crease/core/geo";
import { useLingui } from "@lingui/react/macro";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import "./venue-map.css";
import type { MapVenue } from "../lib/map-venues";
import { typeStyle } from "../lib/type-styles";

interface VenueMapProps {
  venues: MapVenue[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The player's position, once they shared it. */
  userLocation: LatLng | null;
  /** Leaflet tile URL template; null when tiles are switched off, undefined while not yet known. */
  tileUrl: string | null | undefined;
  attribution: string;
  className?: string;
}

const INDIA: L.LatLngExpression = [22.5, 79];
/** A few tile failures in a row mean no tiles here (offline, blocked): drop the layer. */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;

/**
 * A tile layer that ignores the map's events once it has been taken off the map. Leaflet keeps
 * calling a grid layer's view handlers for the rest of an event being fired when the layer is
 * removed during it (our fallback removes the layer when tiles fail, often mid-zoom), and those
 * handlers read the map it no longer has: "getCenter of null".
 */
const SafeTileLayer = L.TileLayer.extend({
  _resetView(this: L.TileLayer & { _map: L.Map | null }, event: unknown) {
    if (this._map)
      (L.TileLayer.prototype as unknown as { _resetView: (e: unknown) => void })._resetView.call(this, event);
  },
  _onMoveEnd(this: L.TileLayer & { _map: L.Map | null }) {
    if (this._map) (L.TileLayer.prototype as unknown as { _onMoveEnd: () => void })._onMoveEnd.call(this);
  },
  _invalidateAll(this: L.TileLayer & { _map: L.Map | null }) {
    if (this._map) (L.TileLayer.prototype as unknown as { _invalidateAll: () => void })._invalidateAll.call(this);
  },
  _animateZoom(this: L.TileLayer & { _map: L.Map | null }, event: unknown) {
    if (this._map)
      (L.TileLayer.prototype as unknown as { _animateZoom: (e: unknown) => void })._animateZoom.call(this, event);
  },
}) as unknown as new (
  url: string,
  options: L.TileLayerOptions,
) => L.TileLayer;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** A pin drawn in HTML and CSS (no image assets, so no broken default-icon paths). */
function pinIcon(type: string, selected: boolean): L.DivIcon {
  const color = typeStyle(type).pin;
  const size = selected ? 36 : 28;
  const html = `<span class="crease-pin" data-venue-type="${escapeHtml(type)}" style="--pin:${color};--pin-size:${size}px"></span>`;
  return L.divIcon({
    html,
    className: cn("crease-pin-wrap", selected && "is-selected"),
    iconSize: [size, size],
    // The rotated square's point sits about 0.7 × size below its centre.
    iconAnchor: [size / 2, Math.round(size / 2 + size * 0.7)],
  });
}

const youAreHereIcon = L.divIcon({
  html: '<span class="crease-you"></span>',
  className: "crease-you-wrap",
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

const SATELLITE_CITIES = new Set(["Gurgaon", "Noida", "Faridabad", "Thane"]);
const SATELLITE_LABEL_ZOOM = 9;
/** A city label's size on screen (11 px capitals with wide spacing), to keep two from overlapping. */
const LABEL_CHAR_PX = 8.5;
const LABEL_GAP_PX = 6;
const LABEL_HEIGHT_PX = 22;

function cityLabelIcon(city: string) {
  return L.divIcon({
    html: `<span class="crease-city">${escapeHtml(city)}</span>`,
    className: "crease-city-wrap",
    iconSize: [0, 0],
  });
}

/**
 * The Leaflet map (docs/product/search.md#map): a pin per venue coloured by type, the player's position,
 * and tiles when the installation has them. Without tiles (switched off, offline or blocked)
 * it stays a working map on a plain background, with the city names for orientation.
 */
export function VenueMap({
  venues,
  selectedId,
  onSelect,
  userLocation,
  tileUrl,
  attribution,
  className,
}: VenueMapProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const markerByIdRef = useRef(new Map<number, L.Marker>());
  const userMarkerRef = useRef<L.Marker | null>(null);
  const venuesRef = useRef(venues);
  venuesRef.current = venues;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [tilesFailed, setTilesFailed] = useState(false);
  const showTiles = Boolean(tileUrl) && !tilesFailed;
  // Street level needs tiles; on the plain background a city-wide view keeps its bearings.
  const closeZoomRef = useRef(13);
  closeZoomRef.current = showTiles ? 13 : 9;

  // Leaflet's own words (the zoom buttons, the player's marker) in the language on screen, read
  // when Leaflet draws them.
  const mapWords = useRef({ zoomIn: "", zoomOut: "", youAreHere: "" });
  mapWords.current = { zoomIn: t`Zoom in`, zoomOut: t`Zoom out`, youAreHere: t`You are here` };

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: INDIA,
      zoom: 5,
      minZoom: 3,
      maxZoom: 18,
      worldCopyJump: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: mapWords.current.zoomIn, zoomOutTitle: mapWords.current.zoomOut }).addTo(map);
    map.attributionControl.setPrefix(false);
    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // The container may size itself after the first layout (fonts, the list beside it).
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
      markerByIdRef.current.clear();
      userMarkerRef.current = null;
    };
  }, []);

  // Tiles, or city names on a plain background.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (showTiles && tileUrl) {
      let failures = 0;
      const layer = new SafeTileLayer(tileUrl, { attribution, maxZoom: 19 });
      layer.on("tileload", () => {
        failures = 0;
      });
      layer.on("tileerror", () => {
        failures += 1;
        if (failures >= TILE_FAILURES_BEFORE_GIVING_UP) setTilesFailed(true);
      });
      layer.addTo(map);
      return () => {
        layer.off();
        layer.remove();
      };
    }
    if (tileUrl === undefined) return;
    // Labels are placed in CITIES order (the biggest first) and a name that would print over one
    // already placed waits until the map is zoomed in far enough to tell them apart: at the
    // country-wide view Pune's sat on Mumbai's, and Chennai's on Bangalore's.
    const labels = Object.entries(CITY_COORDINATES).map(([city, point]) => ({
      city,
      point,
      marker: L.marker([point.lat, point.lng], { icon: cityLabelIcon(city), interactive: false, keyboard: false }),
    }));
    const place = () => {
      const placed: { left: number; right: number; top: number; bottom: number }[] = [];
      for (const label of labels) {
        const at = map.latLngToContainerPoint([label.point.lat, label.point.lng]);
        const half = (label.city.length * LABEL_CHAR_PX) / 2 + LABEL_GAP_PX;
        const box = { left: at.x - half, right: at.x + half, top: at.y, bottom: at.y + LABEL_HEIGHT_PX };
        const clashes = placed.some(
          (other) =>
            box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom,
        );
        const tooSmall = SATELLITE_CITIES.has(label.city) && map.getZoom() < SATELLITE_LABEL_ZOOM;
        if (clashes || tooSmall) {
          label.marker.remove();
          continue;
        }
        placed.push(box);
        label.marker.addTo(map);
      }
    };
    place();
    map.on("zoomend", place);
    return () => {
      map.off("zoomend", place);
      for (const label of labels) label.marker.remove();
    };
  }, [showTiles, tileUrl, attribution]);

  // One pin per venue; the view fits them whenever the set changes.
  const venueKey = venues
    .map((v) => v.venue.id)
    .sort((a, b) => a - b)
    .join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the set of venues changes, not on every render
  useEffect(() => {
    const map = mapRef.current;
    const group = markersRef.current;
    if (!map || !group) return;
    group.clearLayers();
    markerByIdRef.current.clear();
    for (const { venue, point } of venues) {
      const marker = L.marker([point.lat, point.lng], {
        icon: pinIcon(venue.venueType, false),
        title: venue.name,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on("click", () => onSelectRef.current(venue.id));
      marker.on("add", () => {
        const element = marker.getElement();
        element?.setAttribute("role", "button");
        element?.setAttribute("aria-label", `${venue.name}, ${venue.city}`);
        element?.setAttribute("data-venue-id", String(venue.id));
      });
      marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === " ") onSelectRef.current(venue.id);
      });
      marker.addTo(group);
      markerByIdRef.current.set(venue.id, marker);
    }
    if (venues.length > 0) {
      const bounds = L.latLngBounds(venues.map(({ point }) => [point.lat, point.lng] as [number, number]));
      if (userLocation) bounds.extend([userLocation.lat, userLocation.lng]);
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: closeZoomRef.current - 1, animate: false });
    }
  }, [venueKey]);

  // The selected pin grows and comes to the front; the map brings it into view. Run again
  // after the pins are rebuilt (venueKey), since the new pin starts out plain.
  // biome-ignore lint/correctness/useExhaustiveDependencies: venueKey marks a rebuild of the pins
  useEffect(() => {
    const map = mapRef.current;
    if (!map || selectedId === null) return;
    const marker = markerByIdRef.current.get(selectedId);
    if (!marker) return;
    const type = venuesRef.current.find((v) => v.venue.id === selectedId)?.venue.venueType ?? "";
    marker.setIcon(pinIcon(type, true));
    marker.setZIndexOffset(1000);
    marker.getElement()?.setAttribute("aria-pressed", "true");
    const target = marker.getLatLng();
    if (!map.getBounds().pad(-0.15).contains(target) || map.getZoom() < closeZoomRef.current - 2) {
      map.flyTo(target, Math.max(map.getZoom(), closeZoomRef.current), { duration: 0.6 });
    }
    return () => {
      marker.setIcon(pinIcon(type, false));
      marker.setZIndexOffset(0);
      marker.getElement()?.removeAttribute("aria-pressed");
    };
  }, [selectedId, venueKey]);

  // "You are here".
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    userMarkerRef.current?.remove();
    userMarkerRef.current = null;
    if (!userLocation) return;
    const youAreHere = mapWords.current.youAreHere;
    const marker = L.marker([userLocation.lat, userLocation.lng], {
      icon: youAreHereIcon,
      keyboard: false,
      zIndexOffset: 2000,
      title: youAreHere,
    })
      .bindTooltip(youAreHere, { permanent: true, direction: "top", offset: [0, -14], className: "crease-tooltip" })
      .addTo(map);
    userMarkerRef.current = marker;
    // Show the player with the venues nearest to them (the list arrives sorted by distance).
    const bounds = L.latLngBounds([[userLocation.lat, userLocation.lng]]);
    for (const { point } of venuesRef.current.slice(0, 3)) bounds.extend([point.lat, point.lng]);
    map.flyToBounds(bounds, { padding: [64, 64], maxZoom: closeZoomRef.current, duration: 0.8 });
  }, [userLocation]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={t`Map of venues`}
      className={cn("crease-map h-full w-full", showTiles ? "crease-map--tiles" : "crease-map--plain", className)}
    />
  );
}
