// The mail transport on a thread of its own (lib/mail.ts). Plain JavaScript so that the same
// file runs from the source tree (tests) and beside dist/main.js (copied by build.mjs).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";

/** @type {{ smtpUrl?: string; from: string; outboxDir: string }} */
const { smtpUrl, from, outboxDir } = workerData;
const transport = smtpUrl
  ? nodemailer.createTransport(smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
let outboxReady = false;

/** Sends one mail, or writes it to the outbox; returns the outbox file (null over SMTP). */
async function deliver(mail) {
  const info = await transport.sendMail({ from, ...mail });
  if (smtpUrl) return null;
  if (!outboxReady) mkdirSync(outboxDir, { recursive: true });
  outboxReady = true;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outboxDir, `${stamp}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
  // Synchronous on purpose: this thread does nothing else, and an asynchronous write costs three
  // hops through libuv's pool (open, write, close), about twice the CPU of the write itself.
  writeFileSync(file, info.message);
  return file;
}

/** @type {{ id: number; file?: string | null; error?: string }[]} */
let replies = [];

/** Answers go back together, one message per turn of this thread's loop (like the mails came). */
function reply(answer) {
  if (replies.length === 0) {
    setImmediate(() => {
      const batch = replies;
      replies = [];
      parentPort?.postMessage(batch);
    });
  }
  replies.push(answer);
}

parentPort?.on("message", (/** @type {{ id: number; mail: object }[]} */ batch) => {
  for (const { id, mail } of batch) {
    deliver(mail).then(
      (file) => reply({ id, file }),
      (error) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  }
});
