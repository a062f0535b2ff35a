import { beforeEach, describe, expect, it } from "vitest";
import { notificationStore, unreadBadgeText } from "./notification-store";

describe("the bell's notifications", () => {
  beforeEach(() => notificationStore.clearAll());

  it("keeps the newest first, unread until marked", () => {
    notificationStore.add({ id: "1", title: "Booking confirmed", message: "Evening slot", timestamp: 1 });
    notificationStore.add({ id: "2", title: "Venue approved", message: "Green Park Nets", timestamp: 2 });
    const list = notificationStore.getSnapshot();
    expect(list.map((n) => n.id)).toEqual(["2", "1"]);
    expect(list.every((n) => !n.read)).toBe(true);

    notificationStore.markRead("1");
    expect(notificationStore.getSnapshot().find((n) => n.id === "1")?.read).toBe(true);
  });

  it("clears everything", () => {
    notificationStore.add({ title: "A", message: "B" });
    notificationStore.clearAll();
    expect(notificationStore.getSnapshot()).toEqual([]);
  });

  it("shows '9+' above nine", () => {
    expect(unreadBadgeText(3)).toBe("3");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
  });
});
