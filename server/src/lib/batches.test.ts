import { describe, expect, it } from "vitest";
import { createBatches } from "./batches";

describe("createBatches", () => {
  it("writes what is submitted while a batch is on its way in one go, each caller getting its own results", async () => {
    const writes: number[][] = [];
    const batches = createBatches(
      async (items: number[]) => {
        writes.push(items);
        await new Promise((r) => setTimeout(r, 5));
        return items.map((n) => n * 10);
      },
      { maxItems: 50 },
    );
    const first = batches.submit([1]);
    await new Promise((r) => setImmediate(r)); // the first is on its way
    const rest = [batches.submit([2, 3]), batches.submit([4])];
    expect(await first).toEqual([10]);
    expect(await Promise.all(rest)).toEqual([[20, 30], [40]]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it("fails only the caller whose items cannot be written", async () => {
    const batches = createBatches(
      async (items: number[]) => {
        if (items.includes(-1)) throw new Error("bad item");
        return items;
      },
      { maxItems: 50 },
    );
    const results = await Promise.allSettled([batches.submit([1]), batches.submit([-1]), batches.submit([2])]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
