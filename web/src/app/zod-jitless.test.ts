import { afterEach, expect, it, vi } from "vitest";

afterEach(() => vi.restoreAllMocks());

it("zod parses an object without trying to compile code (no CSP violation in the browser)", async () => {
  await import("./zod-jitless");
  const { z } = await import("zod");
  const compile = vi.spyOn(globalThis, "Function");
  expect(z.config().jitless).toBe(true);
  expect(z.object({ id: z.number(), name: z.string() }).parse({ id: 1, name: "Box A" })).toEqual({
    id: 1,
    name: "Box A",
  });
  expect(compile).not.toHaveBeenCalled();
});
