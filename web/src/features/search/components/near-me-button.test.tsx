// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCurrentPosition } from "../hooks/use-current-position";
import { NearMeButton } from "./near-me-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's geolocation answering with a position, or refusing with an error code. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ("lat" in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    else
      fail({
        code: answer.code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
  });
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function Harness({ onLocated, onRefused }: { onLocated: () => void; onRefused: (m: string) => void }) {
  const geo = useCurrentPosition();
  return (
    <NearMeButton
      locate={geo.locate}
      locating={geo.status === "locating"}
      onLocated={onLocated}
      onRefused={onRefused}
    />
  );
}

describe("Near me", () => {
  it("asks the browser where the player is and hands the position on", async () => {
    const asked = stubGeolocation({ lat: 12.97, lng: 77.59 });
    const onLocated = vi.fn();
    render(<Harness onLocated={onLocated} onRefused={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    await waitFor(() => expect(onLocated).toHaveBeenCalledWith({ lat: 12.97, lng: 77.59 }));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("says in words that location access was refused, and what to do instead", async () => {
    stubGeolocation({ code: 1 });
    const onLocated = vi.fn();
    const onRefused = vi.fn();
    render(<Harness onLocated={onLocated} onRefused={onRefused} />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    await waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith(
        "Location access was refused. Allow it for this site in your browser's settings, or search by city, area or pincode.",
      ),
    );
    expect(onLocated).not.toHaveBeenCalled();
  });
});
