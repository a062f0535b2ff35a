// @vitest-environment happy-dom
import type { User } from "@crease/core/users";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProfilePanel } from "./profile-panel";

afterEach(cleanup);

const user = (numbers: Pick<User, "phone" | "verifiedPhone">) =>
  ({
    id: 3,
    username: "asha",
    fullName: "Asha Verma",
    email: "asha@crease.demo",
    role: "player",
    status: "active",
    createdAt: "2026-01-05T10:00:00.000Z",
    ...numbers,
  }) as User;

/** The value shown under a label of the panel's list. */
const shownUnder = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("the profile's two phone numbers (issue 46)", () => {
  it("says which number signs in and that venues see it, with the contact number apart", () => {
    render(<ProfilePanel user={user({ verifiedPhone: "+919876543210", phone: "+919812345678" })} />);
    expect(shownUnder("Sign-in number (verified)")).toContain("98765 43210");
    expect(shownUnder("Contact number")).toContain("98123 45678");
    expect(screen.getByTestId("phone-numbers-explained").textContent).toBe(
      "You sign in with your verified number, and venues you book see it to call you.",
    );
  });

  it("says venues see the contact number while no number signs in", () => {
    render(<ProfilePanel user={user({ verifiedPhone: null, phone: "+919812345678" })} />);
    expect(shownUnder("Sign-in number")).toBe("Not linked");
    expect(shownUnder("Contact number venues see")).toContain("98123 45678");
    expect(screen.getByTestId("phone-numbers-explained").textContent).toContain(
      "Venues you book see your contact number to call you.",
    );
  });
});
