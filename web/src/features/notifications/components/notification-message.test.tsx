// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationMessage } from "./notification-message";

afterEach(cleanup);

const MAP = "https://www.google.com/maps/search/?api=1&query=28.407153,77.044025";

describe("a notification's text in the bell", () => {
  it("keeps its lines and shows the map link as a short link", () => {
    const text = `Aravalli Cricket Ground, Mon, 30 Nov. Paid ₹2,500.\nAddress: Sohna Road, Gurgaon\nMap: ${MAP}`;
    const { container } = render(<NotificationMessage text={text} />);
    const link = screen.getByRole("link", { name: "Open in Maps" });
    expect(link.getAttribute("href")).toBe(MAP);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(container.textContent).toBe(
      "Aravalli Cricket Ground, Mon, 30 Nov. Paid ₹2,500.\nAddress: Sohna Road, Gurgaon\nMap: Open in Maps",
    );
  });

  it("never turns another address someone wrote into a link", () => {
    render(<NotificationMessage text="Venue cancelled: “see https://evil.example/pay”." />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
