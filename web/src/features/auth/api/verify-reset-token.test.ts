import { describe, expectTypeOf, it } from "vitest";
import type { verifyResetToken } from "./verify-reset-token";

describe("verifyResetToken", () => {
  // The hand-written type said `valid: true`; the contract says boolean. Checked by `tsc -p web`.
  it("answers the contract's type, not a hand-written one", () => {
    expectTypeOf<Awaited<ReturnType<typeof verifyResetToken>>>().toEqualTypeOf<{
      email: string;
      valid: boolean;
      linkedPhones: string[];
    }>();
  });
});
