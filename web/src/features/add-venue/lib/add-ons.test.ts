import { describe, expect, it } from "vitest";
import { addOnKeyOf, addOnPathOf, groundAddOnList, hourlyAddOnList, isBlankRow, validateAddOns } from "./add-ons";
import { defaultVenueFormValues } from "./form-values";

function ground() {
  return structuredClone(defaultVenueFormValues().ground);
}

describe("groundAddOnList", () => {
  it("lists only the standard add-ons switched on, with their keys and labels", () => {
    const g = ground();
    g.standardAddOns = g.standardAddOns.map((row) =>
      row.key === "redBalls" || row.key === "scoreboard" ? { ...row, enabled: true, price: " 400 " } : row,
    );
    const list = groundAddOnList(g);
    expect(list.items).toEqual([
      { key: "redBalls", name: "Red Balls", price: "400" },
      { key: "scoreboard", name: "Scoreboard Operator", price: "400" },
    ]);
    expect(list.rows).toEqual(["ground.standardAddOns.1", "ground.standardAddOns.4"]);
  });

  it("adds the owner's own after them and leaves blank rows out", () => {
    const g = ground();
    g.otherAddOns = [
      { name: "", price: "" },
      { name: "Drinks", price: "250" },
    ];
    const list = groundAddOnList(g);
    expect(list.items).toEqual([{ name: "Drinks", price: "250" }]);
    expect(list.rows).toEqual(["ground.otherAddOns.1"]);
    expect(isBlankRow({ name: "  ", price: "" })).toBe(true);
  });
});

describe("validateAddOns", () => {
  it("needs a price above 0 for a standard add-on that is switched on", () => {
    const g = ground();
    g.standardAddOns[0] = { key: "umpireFees", enabled: true, price: "" };
    g.standardAddOns[1] = { key: "redBalls", enabled: true, price: "0" };
    expect(validateAddOns(groundAddOnList(g))).toEqual([
      { path: "ground.standardAddOns.0.price", message: "Each add-on needs a price" },
      { path: "ground.standardAddOns.1.price", message: "Give Red Balls a price above 0, or switch it off" },
    ]);
  });

  it("needs a name and a numeric price for the owner's own", () => {
    const h = structuredClone(defaultVenueFormValues().hourly);
    h.addOns = [
      { name: "Bowling machine", price: "abc" },
      { name: "", price: "100" },
      { name: "Coach", price: "-5" },
    ];
    expect(validateAddOns(hourlyAddOnList(h))).toEqual([
      {
        path: "hourly.addOns.0.price",
        message: "Enter the add-on's price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
      },
      { path: "hourly.addOns.1.name", message: "Each add-on needs a name" },
      {
        path: "hourly.addOns.2.price",
        message: "Enter the add-on's price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
      },
    ]);
  });

  it("refuses the same add-on twice, also a standard one typed by hand", () => {
    const g = ground();
    g.standardAddOns[1] = { key: "redBalls", enabled: true, price: "400" };
    g.otherAddOns = [
      { name: "red balls", price: "300" },
      { name: "Drinks", price: "100" },
      { name: "drinks ", price: "100" },
    ];
    expect(validateAddOns(groundAddOnList(g))).toEqual([
      { path: "ground.otherAddOns.0.name", message: 'The add-on "red balls" appears twice' },
      { path: "ground.otherAddOns.2.name", message: 'The add-on "drinks" appears twice' },
    ]);
  });

  it("keys add-ons like the server does", () => {
    expect(addOnKeyOf({ name: "Umpire Service", price: "1" })).toBe("umpireFees");
    expect(addOnKeyOf({ key: "whiteBalls", name: "Balls", price: "1" })).toBe("whiteBalls");
    expect(addOnKeyOf({ name: "Drinks & snacks", price: "1" })).toBe("other:drinks-snacks");
  });
});

describe("addOnPathOf", () => {
  it("sends a server message about an item to that item's row", () => {
    const h = structuredClone(defaultVenueFormValues().hourly);
    h.addOns = [
      { name: "", price: "" },
      { name: "Coach", price: "500" },
    ];
    const list = hourlyAddOnList(h);
    expect(addOnPathOf(list, ["0", "price"])).toBe("hourly.addOns.1.price");
    expect(addOnPathOf(list, ["0", "name"])).toBe("hourly.addOns.1.name");
    expect(addOnPathOf(list, [])).toBe("hourly.addOns");
    expect(addOnPathOf(list, ["5", "price"])).toBe("hourly.addOns");
  });
});
