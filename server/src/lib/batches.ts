/**
 * Many requests' small writes as one statement: under load every statement costs the server a
 * socket write and the database a wake-up (docs/performance-diary.md, "A booking at half the cost"), so
 * one batch is on its way at a time and what is submitted meanwhile leaves together in the next,
 * the busier the server the larger the batch. When quiet a submission leaves on the next turn of
 * the event loop, alone. Each caller still waits for its own items to be written and gets its own
 * results, in order. A batch that fails is tried again one submission at a time, so a bad
 * submission fails only its own caller. The same shape as the NOTIFY outbox (lib/events.ts).
 */
export function createBatches<I, O>(write: (items: I[]) => Promise<O[]>, options: { maxItems: number }) {
  interface Submission {
    items: I[];
    resolve: (results: O[]) => void;
    reject: (error: unknown) => void;
  }
  const queued: Submission[] = [];
  let scheduled = false;
  let sending = false;

  async function writeAlone(submission: Submission) {
    try {
      submission.resolve(await write(submission.items));
    } catch (error) {
      submission.reject(error);
    }
  }

  async function writeTogether(batch: Submission[]) {
    if (batch.length === 1) return writeAlone(batch[0] as Submission);
    let results: O[];
    try {
      results = await write(batch.flatMap((s) => s.items));
    } catch {
      for (const submission of batch) await writeAlone(submission);
      return;
    }
    let at = 0;
    for (const submission of batch) {
      submission.resolve(results.slice(at, at + submission.items.length));
      at += submission.items.length;
    }
  }

  function flush() {
    scheduled = false;
    if (sending || queued.length === 0) return;
    // A submission larger than maxItems leaves alone; otherwise as many as fit.
    const batch: Submission[] = [];
    let items = 0;
    while (queued.length > 0) {
      const next = queued[0] as Submission;
      if (batch.length > 0 && items + next.items.length > options.maxItems) break;
      batch.push(next);
      items += next.items.length;
      queued.shift();
    }
    sending = true;
    void writeTogether(batch).finally(() => {
      sending = false;
      flush();
    });
  }

  return {
    /** Writes these items (with others' when the server is busy); resolves with their results, in order. */
    submit(items: I[]): Promise<O[]> {
      return new Promise<O[]>((resolve, reject) => {
        queued.push({ items, resolve, reject });
        if (!scheduled && !sending) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
