/** docs/product/screens.md#details-that-hold-on-every-screen Geolocation: high accuracy, 10 s timeout, 60 s maximum age. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export const GEO_UNSUPPORTED = "Geolocation is not supported by this browser.";

/** The docs/product/screens.md text for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geoErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return "Location access denied. Please enable location permissions.";
    case 3:
      return "Location request timed out.";
    default:
      return "Location information is unavailable.";
  }
}
