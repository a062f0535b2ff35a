// @vitest-environment happy-dom
import type { User } from "@crease/core/users";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext } from "@/features/auth";
import { WebSocketContext } from "@/features/realtime";
import { FrontDesk } from "./front-desk";

// Issue 46: desk staff opening a venue they do not work at were told to check their connection,
// with the day sheet's buttons still on screen.
const deskOfGreenPark = {
  id: 21,
  fullName: "Meena Rao",
  email: "meena@example.com",
  role: "player",
  staffOf: [{ venueId: 3, venueName: "Green Park Nets", role: "desk" }],
} as unknown as User;

function openDesk(status: number, message: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message }), { status, headers: { "content-type": "application/json" } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider
        value={{
          user: deskOfGreenPark,
          status: "signed-in",
          secondFactorPending: false,
          isLoading: false,
          clearSession: () => {},
          setUser: () => {},
          refresh: async () => null,
        }}
      >
        <WebSocketContext.Provider value={{ connected: false, send: () => false, subscribe: () => () => {} }}>
          <MemoryRouter initialEntries={["/owner/desk?venue=9"]}>
            <FrontDesk venueId={9} />
          </MemoryRouter>
        </WebSocketContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the desk of a venue the account does not work at", () => {
  it.each([
    [404, "Venue not found"],
    [403, "Permission denied"],
  ])(
    "says so plainly on a %i, leads to their own venue's desk, and shows no day sheet or grid",
    async (status, message) => {
      openDesk(status, message);
      expect(await screen.findByRole("heading", { name: "You don't work at this venue" })).toBeTruthy();
      expect(screen.queryByText(/check your connection/i)).toBeNull();
      expect(screen.getByRole("link", { name: "Green Park Nets" }).getAttribute("href")).toBe("/owner/desk?venue=3");
      for (const name of [/Day sheet/, /Download CSV/, /Today/, /Add credit/]) {
        expect(screen.queryByRole("button", { name })).toBeNull();
        expect(screen.queryByRole("link", { name })).toBeNull();
      }
      expect(screen.queryByRole("table")).toBeNull();
      expect(screen.queryByRole("region")).toBeNull();
    },
  );
});
