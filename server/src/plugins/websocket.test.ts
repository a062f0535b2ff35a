import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loginAs, useTestApp } from "../../test/app";

const ctx = useTestApp();
let base = "";

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
});

function connect(headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(base, { headers });
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => socket.once("message", (data) => resolve(JSON.parse(String(data)))));
}

describe("/ws", () => {
  it("knows a signed-in socket by its session cookie and ignores a claimed userId", async () => {
    const { cookie, user } = await loginAs(ctx);
    const socket = await connect({ cookie });
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: "auth", userId: "999999" }));
    expect(await reply).toEqual({ type: "auth_ok", userId: String(user.id) });
    socket.close();
  });

  it("lets a visitor connect without an identity", async () => {
    const socket = await connect();
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: "auth", userId: "1" }));
    expect(await reply).toEqual({ type: "auth_ok", userId: null });
    socket.close();
  });

  it("drops unparseable messages and keeps the connection", async () => {
    const socket = await connect();
    socket.send("{not json");
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: "ping" }));
    expect(await reply).toEqual({ type: "pong" });
    socket.close();
  });

  it("refuses an upgrade from a foreign origin", async () => {
    await expect(connect({ origin: "https://evil.example" })).rejects.toThrow(/HTTP 403/);
  });
});
