import { useCallback, useRef, useState } from "react";

export interface Position {
  lat: number;
  lng: number;
}

export type PositionState =
  | { status: "idle"; position: null; error: null }
  | { status: "locating"; position: null; error: null }
  | { status: "located"; position: Position; error: null }
  | { status: "failed"; position: null; error: string };

/** docs/product/screens.md "Geolocation" texts. */
export const GEOLOCATION_ERRORS = {
  denied: "Location access denied. Please enable location permissions.",
  unavailable: "Location information is unavailable.",
  timeout: "Location request timed out.",
  unsupported: "Geolocation is not supported by this browser.",
} as const;

/** docs/product/search.md: high accuracy, 10 s timeout, positions up to a minute old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

function messageOf(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return GEOLOCATION_ERRORS.denied;
  if (error.code === error.TIMEOUT) return GEOLOCATION_ERRORS.timeout;
  return GEOLOCATION_ERRORS.unavailable;
}

/** Asks the browser where the user is, once per `locate()` call; the answer is kept. */
export function useCurrentPosition() {
  const [state, setState] = useState<PositionState>({ status: "idle", position: null, error: null });
  const asking = useRef(false);

  const locate = useCallback((): Promise<Position> => {
    if (!("geolocation" in navigator)) {
      setState({ status: "failed", position: null, error: GEOLOCATION_ERRORS.unsupported });
      return Promise.reject(new Error(GEOLOCATION_ERRORS.unsupported));
    }
    asking.current = true;
    setState({ status: "locating", position: null, error: null });
    return new Promise<Position>((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(
        (found) => {
          asking.current = false;
          const position = { lat: found.coords.latitude, lng: found.coords.longitude };
          setState({ status: "located", position, error: null });
          resolve(position);
        },
        (error) => {
          asking.current = false;
          const message = messageOf(error);
          setState({ status: "failed", position: null, error: message });
          reject(new Error(message));
        },
        OPTIONS,
      );
    });
  }, []);

  return { ...state, locate, isAsking: () => asking.current };
}
