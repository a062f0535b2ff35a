import type { ContactMessage } from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { contactMessages } from "../../db/schema";

const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let admin: Who;
const ids: number[] = [];

beforeAll(async () => {
  admin = await loginAs(ctx, "admin");
  for (const subject of ["First question", "Second question", "Third question"]) {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({ name: "Kiran", email: "kiran@example.in", subject, message: "Please call me back about nets." })
      .returning();
    if (row) ids.push(row.id);
  }
});

function call(method: "GET" | "POST", url: string, who?: Who) {
  return ctx.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {} });
}

describe("contact messages for admins", () => {
  it("are admins only", async () => {
    for (const [method, url] of [
      ["GET", "/api/contact-messages"],
      ["POST", `/api/contact-messages/${ids[0]}/read`],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      for (const role of ["player", "owner"] as const) {
        const res = await call(method, url, await loginAs(ctx, role));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("Only admins can read contact messages");
      }
    }
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids[0] ?? 0));
    expect(row?.readAt).toBeNull();
  });

  it("lists newest first, marks read once, and filters unread", async () => {
    const res = await call("GET", "/api/contact-messages", admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ContactMessage[]).map((m) => m.subject)).toEqual([
      "Third question",
      "Second question",
      "First question",
    ]);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.headers["x-unread-count"]).toBe("3");

    const read = await call("POST", `/api/contact-messages/${ids[1]}/read`, admin);
    expect(read.statusCode).toBe(200);
    const first = read.json() as ContactMessage;
    expect(first).toMatchObject({ id: ids[1], subject: "Second question" });
    expect(Date.parse(first.readAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const again = (await call("POST", `/api/contact-messages/${ids[1]}/read`, admin)).json() as ContactMessage;
    expect(again.readAt).toBe(first.readAt);

    const unread = await call("GET", "/api/contact-messages?unread=true", admin);
    expect((unread.json() as ContactMessage[]).map((m) => m.id)).toEqual([ids[2], ids[0]]);
    expect(unread.headers["x-unread-count"]).toBe("2");

    const page = await call("GET", "/api/contact-messages?limit=2", admin);
    expect((page.json() as ContactMessage[]).length).toBe(2);
    const next = page.headers["x-next-cursor"];
    const rest = await call("GET", `/api/contact-messages?limit=2&cursor=${next}`, admin);
    expect((rest.json() as ContactMessage[]).map((m) => m.id)).toEqual([ids[0]]);
    expect(rest.headers["x-next-cursor"]).toBeUndefined();
  });

  it("answers 404 for a message that does not exist and 400 for a bad id", async () => {
    const missing = await call("POST", "/api/contact-messages/999999/read", admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Message not found");
    expect((await call("POST", "/api/contact-messages/x/read", admin)).statusCode).toBe(400);
  });

  it("keeps a message sent through the form, with its sender when signed in", async () => {
    const player = await loginAs(ctx, "player");
    await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { cookie: player.cookie },
      payload: {
        name: "Signed In",
        email: "signed@example.in",
        subject: "About my booking",
        message: "Can I move my slot please?",
      },
    });
    const [newest] = (await call("GET", "/api/contact-messages", admin)).json() as ContactMessage[];
    expect(newest).toMatchObject({ subject: "About my booking", userId: player.user.id, readAt: null });
  });
});
