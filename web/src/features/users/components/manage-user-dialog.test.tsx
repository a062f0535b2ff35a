// @vitest-environment happy-dom
import type { AdminUser } from "@crease/core/admin";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManageUserDialog } from "./manage-user-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = {
  id: 12,
  fullName: "Kiran Rao",
  email: "kiran@example.com",
  role: "player",
  status: "active",
  createdAt: "2026-11-01T10:00:00Z",
  venueCount: 0,
  bookingCount: 2,
} as unknown as AdminUser;

describe("the manage-user dialog", () => {
  it("suspends the account when Suspend is followed by the main Save button", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        bodies.push(await request.clone().json());
        return new Response(JSON.stringify({ ...user, status: "suspended" }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ManageUserDialog user={user} currentUserId={1} onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Suspend Account" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and suspend" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ status: "suspended" }]);
  });
});
