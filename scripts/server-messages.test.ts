import { describe, expect, it } from "vitest";
// @ts-expect-error: the lint scripts are plain ES modules, without types.
import { SERVER_NOT_YET_TRANSLATED } from "./check-translations.config.mjs";
// @ts-expect-error: as above.
import { missingServerHindi, serverHindi, serverMessages } from "./server-messages.mjs";

// The check `npm run lint` runs on the server's words (decision 022, "The server").
const skipped = new Set(SERVER_NOT_YET_TRANSLATED);

describe("the server's Hindi catalogue", () => {
  it("has the Hindi of every message the server answers with", () => {
    expect(missingServerHindi(skipped)).toEqual([]);
  });

  it("fails when a message lacks its Hindi, naming the message and where it is written", () => {
    const hindi: Map<string, string> = serverHindi();
    hindi.delete("Venue not found");
    const problems: string[] = missingServerHindi(skipped, hindi);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^(server|core)\/src\/.+:\d+: no Hindi in server\/src\/i18n\/hi\.ts for "Venue not found"$/,
    );
  });

  it("finds errors, schema messages, refusals, templates with values and the texts helpers are given", () => {
    const { messages } = serverMessages(skipped);
    for (const english of [
      "Invalid email or password", // an AppError
      "Enter your email", // a zod message in core
      "Your account can already list venues", // a permission's refusal
      "A code was just sent to this number. You can ask for another in {wait} seconds.", // a limiter's, with a value
      "Reset your Crease password", // a mail
      "Enter the start date as a real date, like 2026-01-05", // a …_MESSAGES table in core
      "Each add-on needs a name", // given to a core helper's message parameter (trimmed)
      "This slot is no longer available", // a constant given by its name (conflict(SLOT_TAKEN))
      "Password changed. Other devices have been signed out.", // a success answer (answerIn)
    ]) {
      expect(messages.has(english), english).toBe(true);
    }
  });
});
