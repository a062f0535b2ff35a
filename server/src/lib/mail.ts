import { Worker } from "node:worker_threads";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** "outbox" when mails go to files (no SMTP_URL): links are then logged too. */
  readonly mode: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  /** Waits for mails on their way, then stops (the app's close). */
  close?(): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

interface Reply {
  id: number;
  file?: string | null;
  error?: string;
}

/**
 * SMTP_URL sends through a real SMTP server. Without it, each mail is written to
 * DATA_DIR/outbox as an .eml file (nodemailer's own MIME output) and logged.
 *
 * The transport runs on a worker thread (mail-worker.mjs): composing a message costs about half a
 * millisecond of CPU and a booking sends two, which the request loop no longer pays for. The
 * thread starts with the first mail and does not keep the process alive. Mails sent in the same
 * turn of the event loop cross to the thread in one message, and it answers a turn's deliveries
 * in one message too: under load each crossing costs more than composing the mail's envelope.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  let worker: Worker | undefined;
  let nextId = 0;
  /** Mails waiting for the end of this turn, to cross to the thread together. */
  let outgoing: { id: number; mail: Mail }[] = [];
  const pending = new Map<number, { mail: Mail; resolve: () => void; reject: (error: Error) => void }>();
  /** What close() waits for. */
  const inFlight = new Set<Promise<void>>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const thread = new Worker(new URL("./mail-worker.mjs", import.meta.url), {
      workerData: { smtpUrl: options.smtpUrl, from: options.from, outboxDir: options.outboxDir },
    });
    thread.unref();
    thread.on("message", (replies: Reply[]) => {
      for (const reply of replies) {
        const waiting = pending.get(reply.id);
        if (!waiting) continue;
        pending.delete(reply.id);
        if (reply.error !== undefined) {
          waiting.reject(new Error(reply.error));
          continue;
        }
        const { to, subject } = waiting.mail;
        if (reply.file) options.log.info({ to, subject, file: reply.file }, "mail written to outbox");
        else options.log.info({ to, subject }, "mail sent");
        waiting.resolve();
      }
    });
    // A crashed thread fails what it held; the next mail starts a new one.
    const lost = (error: Error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    };
    thread.on("error", lost);
    thread.on("exit", (code) => lost(new Error(`the mail thread stopped (exit code ${code})`)));
    return thread;
  };

  return {
    mode: options.smtpUrl ? "smtp" : "outbox",
    send(mail) {
      worker ??= start();
      const thread = worker;
      const id = ++nextId;
      const sent = new Promise<void>((resolve, reject) => {
        pending.set(id, { mail, resolve, reject });
        // Keep the process alive while a mail is on its way.
        thread.ref();
        if (outgoing.length === 0) {
          setImmediate(() => {
            const batch = outgoing;
            outgoing = [];
            thread.postMessage(batch);
          });
        }
        outgoing.push({ id, mail });
      }).finally(() => {
        inFlight.delete(sent);
        if (pending.size === 0) thread.unref();
      });
      inFlight.add(sent);
      return sent;
    },
    async close() {
      // Mails on their way get a few seconds to finish; then the thread stops.
      const drained = Promise.allSettled(inFlight);
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
