import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./app";

// A client that sends half a request and stops, or dribbles its headers, is dropped: slow
// clients cannot pin the server (docs/SECURITY.md). REQUEST_TIMEOUT (30 s by default) is 1 s here.
type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
let ctx: Ctx;
let port = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ REQUEST_TIMEOUT: "1" });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => ctx?.close());

/** Opens a raw connection, writes `text`, and resolves with the ms until the server closed it. */
function closedAfter(text: string, limitMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.on("close", () => resolve(Date.now() - started));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms`));
    }, limitMs).unref();
  });
}

describe("slow clients", () => {
  it("drops a connection that sent half its headers and stopped", async () => {
    expect(await closedAfter("GET /api/health HTTP/1.1\r\nHost: localhost\r\n")).toBeLessThan(10_000);
  });

  it("drops a connection that sent its headers and half its body and stopped", async () => {
    const head =
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n";
    expect(await closedAfter(`${head}{"name":`)).toBeLessThan(10_000);
  });

  it("closes a kept-alive connection that stays idle", async () => {
    expect(await closedAfter("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n", 20_000)).toBeLessThan(20_000);
  });
});
