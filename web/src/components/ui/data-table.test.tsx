// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "./data-table";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as matchMedia answers it. */
function screenWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const people = [
  { id: 1, name: "Ravi Kumar", bookings: 3 },
  { id: 2, name: "Asha Rao", bookings: 0 },
];

describe("the table kit", () => {
  it("shows the rows as a table and, for phones, as cards, both named by the caption", () => {
    // A browser that cannot say how wide it is gets both, and CSS chooses.
    vi.stubGlobal("matchMedia", undefined);
    render(
      <DataTable
        rows={people}
        rowKey={(person) => person.id}
        caption="Users, newest first"
        columns={[
          { header: "User", cell: (person) => person.name },
          { header: "Bookings", alignRight: true, cell: (person) => person.bookings },
          {
            header: "Actions",
            headerHidden: true,
            cell: (person) => <button type="button">Manage {person.name}</button>,
          },
        ]}
        card={(person) => <p>{person.name} card</p>}
      />,
    );
    const table = screen.getByRole("table", { name: "Users, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["User", "Bookings", "Actions"]);
    expect(within(table).getByText("Actions")).toHaveProperty("className", "sr-only");
    expect(
      within(table)
        .getAllByRole("row")
        .map((tr) => tr.textContent),
    ).toEqual(["UserBookingsActions", "Ravi Kumar3Manage Ravi Kumar", "Asha Rao0Manage Asha Rao"]);
    const cards = screen.getByRole("list", { name: "Users, newest first" });
    expect(
      within(cards)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ravi Kumar card", "Asha Rao card"]);
  });

  it("draws only the form the screen shows: the table when wide, the cards on a phone", () => {
    const draw = () =>
      render(
        <DataTable
          rows={people}
          rowKey={(p) => p.id}
          caption="Users"
          columns={[{ header: "User", cell: (p) => p.name }]}
          card={(p) => <p>{p.name} card</p>}
        />,
      );
    screenWidth(1366);
    draw();
    expect(screen.getByRole("table", { name: "Users" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Users" })).toBeNull();
    cleanup();
    screenWidth(390);
    draw();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("draws no cards when the screen keeps its own", () => {
    render(
      <DataTable
        rows={people}
        rowKey={(p) => p.id}
        caption="Bookings"
        columns={[{ header: "User", cell: (p) => p.name }]}
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
  });
});
