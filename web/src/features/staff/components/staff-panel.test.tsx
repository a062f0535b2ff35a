// @vitest-environment happy-dom
import type { StaffMember } from "@crease/core/contracts/staff";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffPanel } from "./staff-panel";

const members: StaffMember[] = [
  {
    userId: 12,
    name: "Ravi Kumar",
    email: "ravi@example.in",
    mobile: null,
    role: "desk",
    status: "active",
    since: "2026-11-20T10:00:00.000Z",
    expiresAt: null,
  },
  {
    userId: null,
    name: null,
    email: "meera@example.in",
    mobile: null,
    role: "manager",
    status: "invited",
    since: "2026-11-25T10:00:00.000Z",
    expiresAt: "2026-12-02T10:00:00.000Z",
  },
];

/** What the panel sent: method, path and body. */
let calls: { method: string; path: string; body: unknown }[];
let list: StaffMember[];
let addAnswer: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  list = [...members];
  addAnswer = { status: 201, body: members[1] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === "string" ? new Request(new URL(input, "http://localhost"), init) : input;
      const path = new URL(request.url, "http://localhost").pathname;
      const method = request.method;
      const text = method === "GET" || method === "DELETE" ? "" : await request.text();
      calls.push({ method, path, body: text ? JSON.parse(text) : undefined });
      const json = (status: number, body: unknown) =>
        new Response(status === 204 ? null : JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (method === "GET") return json(200, list);
      if (method === "DELETE") {
        list = list.filter((m) => m.userId !== 12);
        return json(204, null);
      }
      return json(addAnswer.status, addAnswer.body);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaffPanel venueId={7} venueName="Shivaji Park Nets" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("a venue's staff panel", () => {
  it("lists members and invitations with their role and status", async () => {
    show();
    const table = await screen.findByRole("table", { name: "Staff at Shivaji Park Nets" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Ravi Kumar");
    expect(rows[1]?.textContent).toContain("Desk");
    expect(rows[1]?.textContent).toContain("Active");
    expect(rows[2]?.textContent).toContain("meera@example.in");
    expect(rows[2]?.textContent).toContain("Manager");
    expect(rows[2]?.textContent).toContain("Invited");
    // An invitation is withdrawn, not removed.
    expect(within(rows[2] as HTMLElement).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(within(rows[2] as HTMLElement).getByRole("button", { name: "Withdraw" })).toBeTruthy();
  });

  it("adds by email and role, and shows the server's field message", async () => {
    show();
    await screen.findByRole("table", { name: "Staff at Shivaji Park Nets" });
    addAnswer = { status: 400, body: { message: "Invalid input", errors: { email: "Enter a valid email address" } } };
    await userEvent.type(screen.getByLabelText("Email"), "meera@example");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "manager");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/api/venues/7/staff",
      body: { email: "meera@example", role: "manager" },
    });
  });

  it("invites by SMS to a mobile number: a bad number is refused on the spot, a good one is sent (issue 46)", async () => {
    list = [
      ...members,
      {
        userId: null,
        name: null,
        email: null,
        mobile: "+919876543210",
        role: "desk",
        status: "invited",
        since: "2026-11-26T10:00:00.000Z",
        expiresAt: "2026-12-03T10:00:00.000Z",
      },
    ];
    show();
    const table = await screen.findByRole("table", { name: "Staff at Shivaji Park Nets" });
    expect(within(table).getAllByRole("row")[3]?.textContent).toContain("+91 98765 43210");
    await userEvent.click(screen.getByRole("radio", { name: "By SMS" }));
    expect(screen.queryByLabelText("Email")).toBeNull();
    await userEvent.type(screen.getByLabelText("Mobile number"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(
      await screen.findByText(
        "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    addAnswer = { status: 201, body: list[2] };
    await userEvent.clear(screen.getByLabelText("Mobile number"));
    await userEvent.type(screen.getByLabelText("Mobile number"), "98765 43210");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toEqual({
        method: "POST",
        path: "/api/venues/7/staff",
        body: { mobile: "98765 43210", role: "desk" },
      }),
    );
  });

  it("removes a member only after the confirmation", async () => {
    show();
    const table = await screen.findByRole("table", { name: "Staff at Shivaji Park Nets" });
    await userEvent.click(within(table).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Ravi Kumar from your staff?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await vi.waitFor(
      () => expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/venues/7/staff/12")).toBe(true),
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(screen.queryByText("Ravi Kumar")).toBeNull(), { timeout: 10_000 });
  });
});
