import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, loginAs, TEST_PASSWORD } from "../../test/app";
import { createMailer } from "./mail";

const silent = { info() {} };

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, messages });
    });
  });
}

/** Undoes quoted-printable soft line breaks and escapes so the link can be read back. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe("password reset over real SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: "https://crease.example" },
      { realMailer: true },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it("receives the reset mail and completes the reset with the link from it", async () => {
    const { email } = await loginAs(ctx);
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.runDue(); // the reset mail is a job (decision 031)
    for (let i = 0; i < 100 && smtp.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.messages).toHaveLength(1);
    const mail = decodeQuotedPrintable(smtp.messages[0] ?? "");
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain("Subject: Reset your Crease password");
    const link = /https:\/\/crease\.example\/reset-password\?token=([\w-]+)/.exec(mail);
    expect(link?.[1]).toBeTruthy();

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: link?.[1], password: "from-the-mail-1" },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "from-the-mail-1" },
    });
    expect(login.statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });
});

describe("outbox mailer", () => {
  it("writes each mail as an .eml file when no SMTP_URL is set", async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), "crease-outbox-"));
    const mailer = createMailer({ from: "Crease <no-reply@crease.local>", outboxDir, log: silent });
    expect(mailer.mode).toBe("outbox");
    await mailer.send({ to: "asha@example.in", subject: "Hello", text: "Open https://x.in/reset-password?token=abc" });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: asha@example.in");
    expect(eml).toContain("reset-password?token=abc");
  });

  it("mails sent in the same moment cross to the mail thread in one message, and each is written", async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), "crease-outbox-"));
    const mailer = createMailer({ from: "Crease <no-reply@crease.local>", outboxDir, log: silent });
    const crossings = vi.spyOn(Worker.prototype, "postMessage");
    try {
      // A busy server: five bookings' mails in one turn of the event loop.
      await Promise.all(
        ["a", "b", "c", "d", "e"].map((who) => mailer.send({ to: `${who}@example.in`, subject: "Booked", text: who })),
      );
      expect(crossings).toHaveBeenCalledTimes(1);
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(5);
      const recipients = files.map((f) => /^To: (.+)$/m.exec(readFileSync(path.join(outboxDir, f), "utf8"))?.[1]);
      expect(recipients.sort()).toEqual([
        "a@example.in",
        "b@example.in",
        "c@example.in",
        "d@example.in",
        "e@example.in",
      ]);
    } finally {
      crossings.mockRestore();
      await mailer.close?.();
    }
  });
});
