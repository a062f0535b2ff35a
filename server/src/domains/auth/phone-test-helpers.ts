/** The phone sign-in tests' helpers: numbers, requests, and the code read back from the SMS outbox. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestContext } from "../../../test/app";
import { nextTestAddress } from "../../../test/app";

let numbers = 0;
/** A fresh Indian mobile number, as a person types it (10 digits). */
export function freshNumber(): string {
  numbers += 1;
  return `9${String(process.pid % 10_000).padStart(4, "0")}${String((Date.now() + numbers) % 100_000).padStart(5, "0")}`;
}

export function requestCode(ctx: Pick<TestContext, "app">, phone: string, address = nextTestAddress()) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/otp/request", remoteAddress: address, payload: { phone } });
}

export function verifyCode(ctx: Pick<TestContext, "app">, payload: Record<string, unknown>, cookie?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/otp/verify",
    remoteAddress: nextTestAddress(),
    payload,
    headers: cookie ? { cookie } : {},
  });
}

/** Runs the queued SMS jobs, then reads the newest code sent to the number from DATA_DIR/outbox. */
export async function codeSentTo(ctx: TestContext, phone: string): Promise<string> {
  await ctx.app.jobs.runDue();
  const outbox = path.join(ctx.config.dataDir, "outbox");
  const to = `To: +91${phone.replace(/^\+91/, "").slice(-10)}`;
  const texts = readdirSync(outbox)
    .filter((file) => file.endsWith(".sms.txt"))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8"))
    .filter((text) => text.startsWith(`${to}\n`));
  const match = /(\d{6}) is your Crease sign-in code/.exec(texts.at(-1) ?? "");
  if (!match?.[1]) throw new Error(`no SMS to ${phone} in ${outbox}`);
  return match[1];
}

/** A code that is not the one sent. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
