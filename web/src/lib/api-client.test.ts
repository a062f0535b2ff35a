import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiUrl, messageOf, requestEarly } from "./api-client";

function answer(status: number, body?: unknown, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, statusText: init.statusText, headers: init.headers });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("always sends the cookies and sends bodies as JSON", async () => {
    const fetchMock = stubFetch(answer(200, { id: 1 }));
    await api.post("/api/auth/login", { email: "a@b.in", password: "x" });
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/login");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"email":"a@b.in","password":"x"}');
  });

  it("answers null for a 204", async () => {
    stubFetch(answer(204));
    await expect(api.post("/api/auth/logout")).resolves.toBeNull();
  });

  it("leaves empty query values out", async () => {
    const fetchMock = stubFetch(answer(200, []));
    await api.get("/api/venues", { query: { city: "Pune", venueType: undefined, date: "" } });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/venues?city=Pune");
  });

  it("throws '<status>: <body>' and carries the server's message and field errors", async () => {
    const body = { message: "Invalid input", errors: { email: "Invalid email address" } };
    stubFetch(answer(400, body));
    const error = await api.post("/api/auth/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe("Invalid input");
    expect(apiError.errors).toEqual({ email: "Invalid email address" });
    expect(messageOf(apiError, "fallback")).toBe("Invalid input");
  });

  it("uses the status text when the body is empty, and reads Retry-After", async () => {
    stubFetch(answer(429, undefined, { statusText: "Too Many Requests", headers: { "Retry-After": "42" } }));
    const error = (await api.post("/api/auth/login", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("429: Too Many Requests");
    expect(error.retryAfter).toBe(42);
    expect(messageOf(error, "fallback")).toBe("fallback");
  });

  it("treats a 401 as nobody when asked to", async () => {
    stubFetch(answer(401, { message: "Authentication required" }));
    await expect(api.get("/api/auth/me", { on401: "returnNull" })).resolves.toBeNull();
  });

  it("treats a 401 as an error by default", async () => {
    stubFetch(answer(401, { message: "Authentication required" }));
    await expect(api.get("/api/bookings")).rejects.toThrow('401: {"message":"Authentication required"}');
  });

  it("answers the first GET of an address started early from that request, and later ones afresh", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, [{ id: 1 }], { headers: { "X-Total-Count": "1" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const url = apiUrl("/api/venues", { venueType: "nets", limit: 3 });
    requestEarly(url);
    requestEarly(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("include");

    await expect(api.getPage("/api/venues", { query: { venueType: "nets", limit: 3 } })).resolves.toEqual({
      items: [{ id: 1 }],
      nextCursor: null,
      total: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await api.getPage("/api/venues", { query: { venueType: "nets", limit: 3 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never answers a POST from an early request", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    requestEarly("/api/auth/logout");
    await api.post("/api/auth/logout");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("POST");
  });
});
