// Leaflet's styles load with this route only, never with the first page.
import "leaflet/dist/leaflet.css";
import { useLingui } from "@lingui/react/macro";
import { MapScreen } from "@/features/map/components/map-screen";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Venue map`);
  return <MapScreen />;
}
