import { describe, expect, it } from "vitest";
import { statusText, statusTone } from "./status-tone";

describe("statusTone", () => {
  it("follows the docs/product/bookings.md colours for venues and bookings", () => {
    expect(statusTone("pending")).toBe("amber");
    expect(statusTone("approved")).toBe("pitch");
    expect(statusTone("rejected")).toBe("red");
    expect(statusTone("suspended")).toBe("slate");
    expect(statusTone("completed")).toBe("blue");
    expect(statusTone("disputed")).toBe("brand");
    expect(statusTone("whatever")).toBe("slate");
  });

  it("follows them for bookings too", () => {
    expect(statusTone("confirmed")).toBe("pitch");
    expect(statusTone("cancelled")).toBe("red");
  });

  it("shows an active account in green and a suspended one in grey", () => {
    expect(statusTone("active")).toBe("pitch");
    expect(statusTone("suspended")).toBe("slate");
  });
});

describe("statusText", () => {
  it("capitalises", () => {
    expect(statusText("approved")).toBe("Approved");
    expect(statusText("")).toBe("Unknown");
    expect(statusText("confirmed")).toBe("Confirmed");
  });

  it("says a pending venue is pending approval", () => {
    expect(statusText("pending", "venue")).toBe("Pending approval");
    expect(statusText("pending")).toBe("Pending");
  });
});
