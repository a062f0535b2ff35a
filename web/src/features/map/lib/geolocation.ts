import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/** docs/product/screens.md#details-that-hold-on-every-screen Geolocation: high accuracy, 10 s timeout, 60 s maximum age. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export const GEO_UNSUPPORTED = msg`Geolocation is not supported by this browser.`;

/** The docs/product/screens.md text for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geoErrorMessage(code: number): MessageDescriptor {
  switch (code) {
    case 1:
      return msg`Location access denied. Please enable location permissions.`;
    case 3:
      return msg`Location request timed out.`;
    default:
      return msg`Location information is unavailable.`;
  }
}
