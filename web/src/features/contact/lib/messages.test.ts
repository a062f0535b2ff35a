import { describe, expect, it } from "vitest";
import { messagePreview, replyHref, sortInbox } from "./messages";

describe("sortInbox", () => {
  it("puts unread messages first, newest first within each group", () => {
    const sorted = sortInbox([
      { id: 1, readAt: "2026-01-05T00:00:00Z", createdAt: "2026-01-05T00:00:00Z" },
      { id: 2, readAt: null, createdAt: "2026-01-01T00:00:00Z" },
      { id: 3, readAt: null, createdAt: "2026-01-03T00:00:00Z" },
      { id: 4, readAt: "2026-01-02T00:00:00Z", createdAt: "2026-01-02T00:00:00Z" },
    ]);
    expect(sorted.map((m) => m.id)).toEqual([3, 2, 1, 4]);
  });

  it("shows a message that arrived on two pages once", () => {
    const m = { id: 9, readAt: null, createdAt: "2026-01-01T00:00:00Z" };
    expect(sortInbox([m, { ...m }])).toHaveLength(1);
  });
});

describe("replyHref", () => {
  it("answers by e-mail with Re: and the message quoted", () => {
    const href = replyHref({
      name: "Ravi Kumar",
      email: "ravi@example.com",
      subject: "Refund question",
      message: "Where is my refund?\nBooking 12",
    });
    expect(href.startsWith("mailto:ravi%40example.com?subject=Re%3A%20Refund%20question&body=")).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1]!);
    expect(body).toContain("Hi Ravi,");
    expect(body).toContain("> Where is my refund?\n> Booking 12");
  });

  it("does not stack Re: on a reply", () => {
    expect(replyHref({ name: "A", email: "a@b.co", subject: "Re: hi there", message: "x" })).toContain(
      "subject=Re%3A%20hi%20there&",
    );
  });
});

describe("messagePreview", () => {
  it("flattens and cuts long text", () => {
    expect(messagePreview("Hello\n\nthere", 50)).toBe("Hello there");
    expect(messagePreview("abcdefghij", 5)).toBe("abcd…");
  });
});
