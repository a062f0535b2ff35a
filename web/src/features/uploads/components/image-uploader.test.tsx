// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageUploader } from "./image-uploader";

afterEach(cleanup);

describe("the image uploader", () => {
  it("refuses a file that is not an image with one clear message and no tile", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const onChange = vi.fn();
    const { container } = render(<ImageUploader id="photos" value={[]} onChange={onChange} />);
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    const pdf = new File(["%PDF-1.7"], "menu.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [pdf] } });
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe("menu.pdf: Only JPEG, PNG or WebP images can be uploaded");
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.queryByRole("img")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
