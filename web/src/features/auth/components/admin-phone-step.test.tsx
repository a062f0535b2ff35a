// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markTakenOver } from "@/lib/page-takeover";
import { useAuth } from "../hooks/use-auth";
import { AdminPhoneStep } from "./admin-phone-step";
import { AuthProvider } from "./auth-provider";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The API as an admin whose second factor is pending meets it: everything but the finishing calls is 403. */
function pendingAdminApi(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      const text = await request.text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      const json = (status: number, body: object) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (path === "/api/auth/otp/request") return json(202, { message: "Code sent", resendAfterSeconds: 30 });
      if (path === "/api/users/me/phone") return json(200, { id: 1, role: "admin", verifiedPhone: "+919810000001" });
      return json(403, { message: "Finish signing in first", secondFactor: "required" });
    }),
  );
  return sent;
}

function Probe() {
  const { user, status, secondFactorPending } = useAuth();
  return <p>{`${status} ${user ? "user" : "no user"} ${secondFactorPending ? "pending" : "done"}`}</p>;
}

function renderWith(children: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an admin whose second factor is pending (issue 44)", () => {
  it("is no signed-in user: the session's 403 { secondFactor } says the link step is due", async () => {
    pendingAdminApi();
    markTakenOver();
    renderWith(<Probe />);
    expect(await screen.findByText("signed-out no user pending")).toBeTruthy();
  });

  it("links a number with its code and the password, or signs out instead", async () => {
    const sent = pendingAdminApi();
    markTakenOver();
    const onLinked = vi.fn();
    renderWith(<AdminPhoneStep onLinked={onLinked} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Mobile number"), "98100 00001");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Code from the SMS"), "123456");
    await user.type(screen.getByLabelText("Your Crease password"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Verify number" }));
    await waitFor(() => expect(onLinked).toHaveBeenCalled());
    expect(sent.find((call) => call.path === "/api/users/me/phone")?.body).toEqual({
      phone: "+919810000001",
      code: "123456",
      password: "demo1234",
    });

    await user.click(screen.getByRole("button", { name: "Sign out instead" }));
    await waitFor(() => expect(sent.some((call) => call.path === "/api/auth/logout")).toBe(true));
  });
});
