// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox } from "./combobox";

afterEach(cleanup);

const PLACES = ["Pune", "Puducherry", "Punjab"];

/** A box whose suggestions are the places starting with the typed text, as the server would answer. */
function Box({
  onChoose,
  onCommit,
  openOnFocus,
}: {
  onChoose: (place: string) => void;
  onCommit?: (value: string) => void;
  openOnFocus?: boolean;
}) {
  const [value, setValue] = useState("");
  const typed = value.trim().toLowerCase();
  const suggestions = typed ? PLACES.filter((place) => place.toLowerCase().startsWith(typed)) : [];
  return (
    <>
      <label htmlFor="place">Place</label>
      <Combobox
        id="place"
        value={value}
        onChange={setValue}
        suggestions={suggestions}
        suggestionKey={(place) => place}
        renderSuggestion={(place) => place}
        onChoose={(place) => {
          setValue(place);
          onChoose(place);
        }}
        onCommit={onCommit}
        openOnFocus={openOnFocus}
        listLabel="Suggested places"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("a box with suggestions", () => {
  it("lists what matches the typing and chooses with the arrow keys and Enter", async () => {
    const onChoose = vi.fn();
    render(<Box onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Place" });
    await userEvent.type(box, "pu");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(PLACES);

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "Puducherry" }).getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: "Puducherry" }).id);
    // Up from the first row wraps to the last.
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("option", { name: "Punjab" }).getAttribute("aria-selected")).toBe("true");

    await userEvent.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledWith("Punjab");
    expect((box as HTMLInputElement).value).toBe("Punjab");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes only its list on Escape, and chooses a suggestion by click", async () => {
    const onChoose = vi.fn();
    const onKeyDown = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog that closes on Escape
      <div onKeyDown={(event) => event.key === "Escape" && onKeyDown()}>
        <Box onChoose={onChoose} />
      </div>,
    );
    const box = screen.getByRole("combobox", { name: "Place" });
    await userEvent.type(box, "pun");
    await userEvent.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(onKeyDown).not.toHaveBeenCalled();
    // With the list closed, Escape goes on to the dialog.
    await userEvent.keyboard("{Escape}");
    expect(onKeyDown).toHaveBeenCalledTimes(1);

    await userEvent.type(box, "e");
    await userEvent.click(screen.getByRole("option", { name: "Pune" }));
    expect(onChoose).toHaveBeenCalledWith("Pune");
  });

  it("commits typed text on Enter and on leaving the box; opens on focus only when asked", async () => {
    const onCommit = vi.fn();
    const { unmount } = render(<Box onChoose={vi.fn()} onCommit={onCommit} openOnFocus />);
    const box = screen.getByRole("combobox", { name: "Place" });
    await userEvent.type(box, "pu{Enter}");
    expect(onCommit).toHaveBeenLastCalledWith("pu");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(onCommit).toHaveBeenCalledTimes(2);
    await userEvent.click(box);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    unmount();

    // A form's field (the address) opens its list only while typing, not when focused again.
    render(<Box onChoose={vi.fn()} />);
    const field = screen.getByRole("combobox", { name: "Place" });
    await userEvent.type(field, "pu");
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(field.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(field);
    expect(field.getAttribute("aria-expanded")).toBe("false");
  });
});
