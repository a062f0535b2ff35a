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

describe("loading the stored list", () => {
  beforeEach(() => notificationStore.clearAll());

  it("takes the server's list and keeps a newer live one that it does not have yet", () => {
    notificationStore.add({ id: "9", title: "Live", message: "just now", timestamp: 300 });
    notificationStore.add({ id: "old-live", title: "Old", message: "stale", timestamp: 50 });
    notificationStore.replace([
      { id: "2", title: "Booking confirmed", message: "x", timestamp: 200, read: true },
      { id: "1", title: "New booking", message: "y", timestamp: 100 },
    ]);
    const list = notificationStore.getSnapshot();
    expect(list.map((n) => n.id)).toEqual(["9", "2", "1"]);
    expect(list.find((n) => n.id === "2")?.read).toBe(true);
  });
});
