// @vitest-environment happy-dom
import type { User } from "@crease/core/users";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { AuthContext } from "@/features/auth/components/auth-context";
import { Component as Login } from "./login";

const asha = { id: 9, fullName: "Asha Verma", email: null, role: "player", verifiedPhone: "+919876543210" } as User;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The phone sign-in on /login, the server answering the code with `accountCreated`. */
async function signInByPhone(accountCreated: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      if (url.pathname === "/api/auth/otp/request") return json(202, { message: "sent", resendAfterSeconds: 30 });
      if (url.pathname === "/api/auth/otp/verify") return json(200, { ...asha, accountCreated });
      return json(404, { message: "Not found" });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider
        value={{
          user: null,
          status: "signed-out",
          secondFactorPending: false,
          isLoading: false,
          clearSession: () => {},
          setUser: () => {},
          refresh: async () => null,
        }}
      >
        <MemoryRouter initialEntries={["/login"]}>
          <Login />
        </MemoryRouter>
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Sign in with mobile number" }));
  await userEvent.type(screen.getByLabelText("Mobile number"), "98765 43210");
  await userEvent.click(screen.getByRole("button", { name: "Send code" }));
  await userEvent.type(await screen.findByLabelText("Code from the SMS"), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Verify and continue" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the greeting after a sign-in by SMS (issue 46)", () => {
  it("welcomes a number the server just made an account for as a new player", async () => {
    await signInByPhone(true);
    expect(await screen.findByText("Welcome to Crease, Asha!")).toBeTruthy();
    expect(screen.getByText("Your player account is ready.")).toBeTruthy();
    expect(screen.queryByText(/Welcome back,/)).toBeNull();
  });

  it("welcomes an account that existed before back", async () => {
    await signInByPhone(false);
    expect(await screen.findByText("Welcome back, Asha!")).toBeTruthy();
  });
});
