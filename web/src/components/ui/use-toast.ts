import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import type { ToastVariant } from "./toast";
import { signalToast } from "./toast-signal";

/**
 * A tiny toast store in the shadcn style: `toast({ title, description, variant })` from
 * anywhere, `useToast()` to read the list. docs/product/screens.md#details-that-hold-on-every-screen: one toast visible at a time, and a
 * dismissed toast is removed from memory after 1,000,000 ms (Radix animates it out first).
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the provider's default is 5000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface State {
  toasts: ToastItem[];
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<(state: State) => void>();
let memory: State = { toasts: [] };

function emit(next: State) {
  memory = next;
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit({ toasts: memory.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all when no id is given). */
export function dismissToast(id?: string) {
  for (const t of memory.toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit({ toasts: memory.toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)) });
}

export function toast(input: ToastInput) {
  signalToast();
  const id = nextId();
  const item: ToastItem = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismissToast(id);
    },
  };
  emit({ toasts: [item, ...memory.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => emit({ toasts: memory.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
  };
}

export function useToast() {
  const [state, setState] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setState);
    setState(memory);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
