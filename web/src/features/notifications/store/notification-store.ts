import { useSyncExternalStore } from "react";

/**
 * The bell's notifications (docs/product/notifications.md): newest first, unread until dismissed. The server keeps
 * them (docs/product/notifications.md), so the list is loaded on sign-in and after every reconnect, and live ones
 * join it as they arrive. Nothing here invents notifications.
 */
export interface AppNotification {
  id: string;
  title: string;
  message: string;
  read: boolean;
  /** Epoch milliseconds. */
  timestamp: number;
  /** The raw payload as it arrived. */
  data?: unknown;
}

type Listener = () => void;

function toItem(input: {
  id?: string;
  title: string;
  message: string;
  timestamp?: number;
  read?: boolean;
  data?: unknown;
}): AppNotification {
  const timestamp = input.timestamp ?? Date.now();
  return {
    id: input.id ?? `${timestamp}-${Math.random().toString(36).slice(2, 8)}`,
    title: input.title,
    message: input.message,
    read: input.read ?? false,
    timestamp,
    data: input.data,
  };
}

let notifications: AppNotification[] = [];
const listeners = new Set<Listener>();

function set(next: AppNotification[]) {
  notifications = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const notificationStore = {
  add(input: {
    id?: string;
    title: string;
    message: string;
    timestamp?: number;
    read?: boolean;
    data?: unknown;
  }): AppNotification {
    const item = toItem(input);
    set([item, ...notifications.filter((n) => n.id !== item.id)]);
    return item;
  },
  /** The server's list replaces ours; anything that arrived live meanwhile and is newer stays. */
  replace(stored: Parameters<typeof toItem>[0][]) {
    const items = stored.map(toItem);
    const ids = new Set(items.map((n) => n.id));
    const newest = items[0]?.timestamp ?? 0;
    const live = notifications.filter((n) => !ids.has(n.id) && n.timestamp > newest);
    set([...live, ...items].sort((a, b) => b.timestamp - a.timestamp));
  },
  markRead(id: string) {
    set(notifications.map((n) => (n.id === id ? { ...n, read: true } : n)));
  },
  clearAll() {
    set([]);
  },
  getSnapshot: () => notifications,
  subscribe,
};

/** The bell's badge: the unread count, or "9+" above nine (docs/product/screens.md). */
export function unreadBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

export function useNotifications() {
  const list = useSyncExternalStore(subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
  return { notifications: list, unreadCount: list.filter((n) => !n.read).length };
}
