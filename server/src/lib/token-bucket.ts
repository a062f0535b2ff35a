/**
 * A token bucket: up to `capacity` at once, refilled at `capacity` per `perMs`. `take()` spends
 * one token and says whether there was one. Small enough to keep in memory per socket.
 */
export function tokenBucket(options: { capacity: number; perMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const refillPerMs = options.capacity / options.perMs;
  let tokens = options.capacity;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(options.capacity, tokens + (t - last) * refillPerMs);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
