import type { LatLng } from "@crease/core/geo";
import type { MessageDescriptor } from "@lingui/core";
import { useCallback, useState } from "react";
import { GEO_OPTIONS, GEO_UNSUPPORTED, geoErrorMessage } from "../lib/geolocation";

export type GeoState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "located"; position: LatLng }
  | { status: "error"; message: MessageDescriptor };

/** Asks the browser where the player is, once per press (docs/product/screens.md#details-that-hold-on-every-screen Geolocation). */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: "idle" });

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ status: "error", message: GEO_UNSUPPORTED });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({ status: "located", position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => setState({ status: "error", message: geoErrorMessage(error.code) }),
      GEO_OPTIONS,
    );
  }, []);

  return { state, locate };
}
