// @vitest-environment happy-dom
import type { User } from "@crease/core/users";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import MarketingSections from "@/features/marketing/components/marketing-sections";
import { HostLink } from "./signed-in-controls";

/** "List Your Ground" is an owner's: an admin was offered it (issue 46), in the top bar and on the home page. */
const signedIn = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/features/auth/hooks/use-auth", () => ({ useAuth: () => ({ user: signedIn.user }) }));

const as = (role: User["role"]) => ({ id: 5, role, email: "a@b.in", fullName: "A B" }) as unknown as User;

function draw(node: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("List Your Ground", () => {
  it("is an owner's link in the top bar, not an admin's", () => {
    signedIn.user = as("owner");
    draw(<HostLink className="" />);
    expect(screen.getByRole("link", { name: "List Your Ground" })).toBeTruthy();
    cleanup();
    signedIn.user = as("admin");
    draw(<HostLink className="" />);
    expect(screen.queryByRole("link", { name: "List Your Ground" })).toBeNull();
  });

  it("the home page's owner section offers an admin no button, an owner List Your Ground, others Become a Host", () => {
    draw(<MarketingSections actor={as("admin")} />);
    expect(screen.queryByRole("link", { name: /List Your Ground|Become a Host/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Read the owner guidelines" })).toBeTruthy();
    cleanup();
    draw(<MarketingSections actor={as("owner")} />);
    expect(screen.getByRole("link", { name: /List Your Ground/ }).getAttribute("href")).toBe("/add-venue");
    cleanup();
    for (const actor of [as("player"), null]) {
      draw(<MarketingSections actor={actor} />);
      expect(screen.getByRole("link", { name: /Become a Host/ }).getAttribute("href")).toBe("/register?role=owner");
      cleanup();
    }
  });
});
