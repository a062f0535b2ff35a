import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { contactMessages } from "../../db/schema";

const ctx = useTestApp();

const valid = {
  name: "Kiran Rao",
  email: "kiran@example.in",
  subject: "Corporate booking",
  message: "We want to book nets for 20 people every Saturday.",
};

function send(payload: unknown, ip = "203.0.113.9") {
  return ctx.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress: ip });
}

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe("POST /api/contact", () => {
  it("stores the message and thanks the sender", async () => {
    const before = await stored();
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thanks for writing to us. We'll reply within 24 hours.");
    expect(await stored()).toBe(before + 1);
  });

  it("answers each invalid field with the form's message and stores nothing", async () => {
    const before = await stored();
    const res = await send({ name: "K", email: "not-an-email", subject: "Hi", message: "Short" }, "203.0.113.10");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
    expect(await stored()).toBe(before);
  });

  it("slows down a flood from one address with 429 and Retry-After", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const res = await send(valid, ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(res.json().message).toBe(
      "You have sent several messages in the last hour. Please wait before sending another.",
    );
    expect((await send(valid, "203.0.113.78")).statusCode).toBe(201);
  });

  it("sixty messages sent at once store exactly ten (the limit is reserved before the message is stored)", async () => {
    const ip = "203.0.113.90";
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 60 }, () => send(valid, ip)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(await stored()).toBe(before + 10);
  });
});
