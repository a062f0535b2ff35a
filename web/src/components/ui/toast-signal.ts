/**
 * Tells the app shell that a toast was raised, without the shell loading the toast store or
 * Radix Toast for it: the toaster (see app/providers.tsx) downloads on the first toast.
 */
const listeners = new Set<() => void>();
let raised = false;

/** Called by the toast store for every toast. */
export function signalToast() {
  raised = true;
  for (const listener of listeners) listener();
}

/** Whether a toast was raised yet, and a way to hear about the next one. */
export const toastSignal = {
  get raised() {
    return raised;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
