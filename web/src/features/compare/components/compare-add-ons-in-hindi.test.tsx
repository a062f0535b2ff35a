// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { AddOns } from "./compare-cells";

// Issue 46: the platform's standard add-ons read in Hindi on a Hindi screen; an owner's own as written.
afterEach(async () => {
  cleanup();
  await act(() => showLanguage("en"));
});

it("compare lists a venue's standard add-ons in Hindi, an owner's own add-on as written", async () => {
  await act(() => showLanguage("hi"));
  const addOns = [
    { key: "whiteBalls", name: "White Balls", price: "400.00" },
    { key: "custom-1", name: "Drinks crate", price: "300.00" },
  ];
  render(<AddOns venue={{ details: { addOns } } as never} />);
  expect(screen.getByText("व्हाइट बॉल")).toBeTruthy();
  expect(screen.getByText("Drinks crate")).toBeTruthy();
  expect(screen.queryByText("White Balls")).toBeNull();
});
