import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { notifyBatches } from "./events";

/** A pool whose statements answer only when the test says so, keeping what each sent. */
function slowPool() {
  const sent: string[][] = [];
  const answers: (() => void)[] = [];
  return {
    sent,
    answerAll: () => {
      for (const answer of answers.splice(0)) answer();
    },
    pool: {
      query: ((_text: string, values: string[]) => {
        sent.push(values.slice(1));
        return new Promise((resolve) => answers.push(() => resolve({ rows: [] })));
      }) as never,
    },
  };
}

describe("NOTIFYs to other instances", () => {
  it("events published while a batch is on its way leave together in the next statement, in order", async () => {
    const db = slowPool();
    const outbox = notifyBatches(db.pool);
    outbox.send("a");
    await nextTurn();
    expect(db.sent).toEqual([["a"]]);
    // Three more requests publish, each on its own turn, while the first statement is unanswered.
    for (const payload of ["b", "c", "d"]) {
      outbox.send(payload);
      await nextTurn();
    }
    expect(db.sent).toEqual([["a"]]);
    db.answerAll();
    await nextTurn();
    expect(db.sent).toEqual([["a"], ["b", "c", "d"]]);
    db.answerAll();
    await outbox.flushed();
    expect(db.sent).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("close waits for what is queued behind the batch on its way", async () => {
    const db = slowPool();
    const outbox = notifyBatches(db.pool);
    outbox.send("a");
    await nextTurn();
    outbox.send("b");
    const done = outbox.flushed();
    db.answerAll();
    await nextTurn();
    db.answerAll();
    await done;
    expect(db.sent).toEqual([["a"], ["b"]]);
  });

  it("a failed statement is logged and the next batch still goes", async () => {
    const sent: string[][] = [];
    const warnings: string[] = [];
    let fail = true;
    const outbox = notifyBatches(
      {
        query: ((_text: string, values: string[]) => {
          sent.push(values.slice(1));
          if (fail) {
            fail = false;
            return Promise.reject(new Error("connection lost"));
          }
          return Promise.resolve({ rows: [] });
        }) as never,
      },
      { warn: (_obj, msg) => warnings.push(msg) },
    );
    outbox.send("a");
    await outbox.flushed();
    outbox.send("b");
    await outbox.flushed();
    expect(sent).toEqual([["a"], ["b"]]);
    expect(warnings).toEqual(["publishing to other instances failed"]);
  });
});
