import { useSyncExternalStore } from "react";

/**
 * The bell's notifications, held in the browser (SPEC.md §3): newest first, unread until
 * dismissed. Only the realtime connection adds to it; nothing here invents notifications.
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
  add(input: { id?: string; title: string; message: string; timestamp?: number; data?: unknown }): AppNotification {
    const timestamp = input.timestamp ?? Date.now();
    const item: AppNotification = {
      id: input.id ?? `${timestamp}-${Math.random().toString(36).slice(2, 8)}`,
      title: input.title,
      message: input.message,
      read: false,
      timestamp,
      data: input.data,
    };
    set([item, ...notifications.filter((n) => n.id !== item.id)]);
    return item;
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

/** The bell's badge: the unread count, or "9+" above nine (SPEC.md §2). */
export function unreadBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

export function useNotifications() {
  const list = useSyncExternalStore(subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
  return { notifications: list, unreadCount: list.filter((n) => !n.read).length };
}
