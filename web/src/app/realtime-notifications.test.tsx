// @vitest-environment happy-dom
import type { ServerMessage } from "@crease/core/ws-events";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/components/ui/use-toast";
import { markConfirmedHere, notificationStore, verifyingHere } from "@/features/notifications";
import { type RealtimeListener, WebSocketContext } from "@/features/realtime/components/websocket-context";
import RealtimeNotifications from "./realtime-notifications";

let listeners: RealtimeListener[] = [];
const push = (message: ServerMessage) =>
  act(() => {
    for (const listen of listeners) listen(message);
  });
const confirmed = (id: number, bookingId: number): ServerMessage => ({
  type: "notification",
  data: {
    id,
    type: "booking_confirmed",
    title: "Booking confirmed",
    message: "Shivaji Park Ground, Sat 28 Nov · Morning. Paid ₹9,440.00.",
    data: { bookingId },
    createdAt: "2026-11-26T10:00:00.000Z",
  },
});

beforeEach(() => {
  listeners = [];
  notificationStore.clearAll();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { headers: { "content-type": "application/json" } })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebSocketContext.Provider
        value={{
          connected: false,
          send: () => false,
          subscribe: (listener) => {
            listeners.push(listener);
            return () => {
              listeners = listeners.filter((l) => l !== listener);
            };
          },
        }}
      >
        <RealtimeNotifications />
      </WebSocketContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("live notifications", () => {
  it("show as a toast and go to the bell", () => {
    push(confirmed(1, 41));
    expect(screen.getByText("Booking confirmed")).toBeTruthy();
    expect(notificationStore.getSnapshot().map((n) => n.title)).toEqual(["Booking confirmed"]);
  });

  it("leave the checkout's own confirmation on screen for a booking this tab confirmed, and still reach the bell", () => {
    // The checkout confirms booking 42 and says so; the server's notification about it comes a moment later.
    markConfirmedHere(42);
    act(() => {
      toast({ title: "Booking Confirmed!", variant: "success" });
    });
    push(confirmed(2, 42));
    expect(screen.getByText("Booking Confirmed!")).toBeTruthy();
    expect(screen.queryByText("Booking confirmed")).toBeNull();
    expect(notificationStore.getSnapshot().map((n) => n.title)).toEqual(["Booking confirmed"]);
    // Only that once: another notification about the same booking is shown again.
    push(confirmed(3, 42));
    expect(screen.getByText("Booking confirmed")).toBeTruthy();
  });

  it("leaves the confirmation screen alone when the notification comes before this tab's payment is verified (issue 46)", () => {
    // One toast at a time: an earlier one is replaced by this page's own.
    act(() => {
      toast({ title: "Paying…" });
    });
    const done = verifyingHere();
    push(confirmed(4, 43));
    done();
    expect(screen.queryByText("Booking confirmed")).toBeNull();
    expect(notificationStore.getSnapshot().map((n) => n.title)).toEqual(["Booking confirmed"]);
    // Once verified, other news shows again.
    push(confirmed(5, 44));
    expect(screen.getByText("Booking confirmed")).toBeTruthy();
  });
});
