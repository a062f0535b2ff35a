// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { defaultVenueFormValues } from "./form-values";
import { clearDraft, loadDraft, saveDraft } from "./wizard-draft";

afterEach(() => localStorage.clear());

describe("the add-venue draft", () => {
  it("comes back after a reload for the same owner only, and is gone once cleared", () => {
    const values = { ...defaultVenueFormValues(), name: "Shivaji Nets", postalCode: "411005" };
    saveDraft(7, values);
    expect(loadDraft(7)).toEqual(values);
    expect(loadDraft(8)).toBeNull();
    clearDraft(7);
    expect(loadDraft(7)).toBeNull();
  });

  it("fills fields the saved draft lacks from the defaults, and ignores a broken one", () => {
    localStorage.setItem("crease:venue-draft:7", JSON.stringify({ name: "Old draft", hourly: {} }));
    const draft = loadDraft(7);
    expect(draft?.name).toBe("Old draft");
    expect(draft?.hourly).toEqual(defaultVenueFormValues().hourly);
    localStorage.setItem("crease:venue-draft:7", "{not json");
    expect(loadDraft(7)).toBeNull();
  });
});
