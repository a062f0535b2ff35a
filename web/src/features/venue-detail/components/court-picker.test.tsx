// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CourtPicker } from "./court-picker";

afterEach(cleanup);

describe("the court picker", () => {
  it("shows a court's own price beside its name, and nothing for a court at the venue's price", () => {
    render(
      <CourtPicker
        courts={[
          { id: 1, name: "Main ground", overlapsWith: [2], price: null },
          { id: 2, name: "Half A", overlapsWith: [1], price: "1200.00" },
        ]}
        selected={1}
        onSelect={() => {}}
        labelledBy="courts"
      />,
    );
    expect(screen.getByRole("button", { name: "Main ground" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Half A ₹1,200" })).toBeTruthy();
  });
});
