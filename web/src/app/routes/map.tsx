// Leaflet's styles load with this route only, never with the first page.
import "leaflet/dist/leaflet.css";
import { MapScreen } from "@/features/map/components/map-screen";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Venue map");
  return <MapScreen />;
}
