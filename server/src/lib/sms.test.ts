import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { queryRows } from "../db/rows";
import { backoffMs, JOB_ATTEMPT_LIMITS } from "./jobs";
import { msg91Sms, outboxSms, type Sms, signInCodeText, smsJob } from "./sms";
import { seal, unseal } from "./tokens";

const SECRET = "s".repeat(40);
const sms: Sms = { to: "+919876543210", code: "123456", text: signInCodeText("123456") };

describe("MSG91 (Flow API with a DLT-mapped template)", () => {
  it("posts the template id, the sender and the recipient's otp variable with the auth key", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ type: "success", message: "3763646c3058373530393830" }), { status: 200 });
    }) as unknown as typeof fetch;
    await msg91Sms({
      authKey: "key-1",
      templateId: "tpl-otp",
      senderId: "CREASE",
      apiUrl: "https://msg91.test",
      fetch: fake,
    }).send(sms);
    expect(calls).toHaveLength(1);
    const [call] = calls as [{ url: string; init: RequestInit }];
    expect(call.url).toBe("https://msg91.test/api/v5/flow");
    expect((call.init.headers as Record<string, string>).authkey).toBe("key-1");
    expect(JSON.parse(String(call.init.body))).toEqual({
      template_id: "tpl-otp",
      sender: "CREASE",
      short_url: "0",
      recipients: [{ mobiles: "919876543210", otp: "123456" }],
    });
  });

  it("sends a staff invitation in its own template with the link as its variable, never in the code's (issue 46)", async () => {
    const bodies: unknown[] = [];
    const fake = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ type: "success" }), { status: 200 });
    }) as unknown as typeof fetch;
    const invitation: Sms = {
      to: "+919876543210",
      code: "https://crease.test/staff-invitation?token=abc",
      text: "…",
      template: "staff-invitation",
    };
    const options = { authKey: "k", templateId: "tpl-otp", apiUrl: "https://msg91.test", fetch: fake };
    await msg91Sms({ ...options, invitationTemplateId: "tpl-staff" }).send(invitation);
    expect(bodies).toEqual([
      {
        template_id: "tpl-staff",
        short_url: "0",
        recipients: [{ mobiles: "919876543210", link: "https://crease.test/staff-invitation?token=abc" }],
      },
    ]);
    // Without its template it is not sent at all (the job keeps it as failed), never as a sign-in code.
    await expect(msg91Sms(options).send(invitation)).rejects.toThrow(/MSG91_TEMPLATE_STAFF_INVITATION/);
    expect(bodies).toHaveLength(1);
  });

  it("throws on a refusal, so the job is tried again", async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ type: "error", message: "Invalid template" }), {
        status: 200,
      })) as unknown as typeof fetch;
    const sender = msg91Sms({ authKey: "k", templateId: "t", apiUrl: "https://msg91.test", fetch: refusing });
    await expect(sender.send(sms)).rejects.toThrow(/Invalid template/);
  });
});

describe("the outbox", () => {
  it("writes one .sms.txt file per message with the number and the text with the code", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "crease-sms-"));
    await outboxSms(dir).send(sms);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.sms\.txt$/);
    const text = readFileSync(path.join(dir, files[0] as string), "utf8");
    expect(text).toContain("To: +919876543210");
    expect(text).toContain("123456 is your Crease sign-in code. It expires in 5 minutes.");
  });
});

describe("the sms.send job", () => {
  const log = { info() {} };

  it("sends the sealed text, and drops a message whose code has expired", async () => {
    const sent: Sms[] = [];
    const handler = smsJob({ sender: { mode: "outbox", send: async (m) => void sent.push(m) }, secret: SECRET, log });
    const sealed = seal(JSON.stringify({ code: sms.code, text: sms.text }), SECRET);
    await handler({ to: sms.to, sealed, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await handler({ to: sms.to, sealed, expiresAt: new Date(Date.now() - 1).toISOString() });
    expect(sent).toEqual([sms]);
  });

  it("sealed text opens only with the same secret", () => {
    const sealed = seal("123456", SECRET);
    expect(sealed).not.toContain("123456");
    expect(unseal(sealed, SECRET)).toBe("123456");
    expect(() => unseal(sealed, "t".repeat(40))).toThrow();
  });
});

describe("a provider outage", () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      { smsSender: { mode: "msg91", send: async () => Promise.reject(new Error("MSG91 down")) } },
    );
  });
  afterAll(() => ctx.close());

  it("keeps the SMS queued with its error, and dead after its tries (before the code's five minutes are up)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/otp/request",
      payload: { phone: "9123456780" },
    });
    expect(res.statusCode).toBe(202);
    const job = () =>
      queryRows<{ status: string; attempts: number; last_error: string }>(
        ctx.database.db,
        sql`select status, attempts, last_error from jobs where kind = 'sms.send'`,
      );
    await ctx.app.jobs.runDue();
    expect(await job()).toEqual([{ status: "queued", attempts: 1, last_error: "MSG91 down" }]);
    const limit = JOB_ATTEMPT_LIMITS["sms.send"] as number;
    for (let i = 1; i < limit; i++) {
      await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'sms.send'`);
      await ctx.app.jobs.runDue();
    }
    expect(await job()).toEqual([{ status: "dead", attempts: limit, last_error: "MSG91 down" }]);
    // Its last try comes before the code's five minutes are up: a later one could only be dropped.
    const lastTryMs = Array.from({ length: limit - 1 }, (_, i) => backoffMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(lastTryMs).toBeLessThan(5 * 60_000);
  });
});
