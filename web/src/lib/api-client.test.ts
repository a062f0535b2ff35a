import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  api,
  apiUrl,
  data,
  done,
  messageOf,
  orNullOn401,
  page,
  requestEarly,
  setApiTransport,
} from "./api-client";
import { showLoadedLanguage } from "./i18n/catalogues";

function answer(status: number, body?: unknown, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, statusText: init.statusText, headers: init.headers });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiTransport((input, init) => fetch(input, init));
});

describe("the API client", () => {
  it("always sends the cookies and sends bodies as JSON", async () => {
    const fetchMock = stubFetch(answer(200, { id: 1 }));
    await data(api.POST("/api/auth/login", { body: { email: "a@b.in", password: "x" } }));
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/login");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"email":"a@b.in","password":"x"}');
  });

  it("says the screen's language in every call, so the server answers in it (issue 46)", async () => {
    const fetchMock = stubFetch(answer(200, { id: 1 }));
    showLoadedLanguage("hi");
    try {
      await data(api.POST("/api/coupons/apply", { body: {} as never }));
    } finally {
      showLoadedLanguage("en");
    }
    await data(api.GET("/api/auth/me"));
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.["Accept-Language"],
    );
    expect(sent).toEqual(["hi", "en"]);
  });

  it("sends an empty JSON object to a state-changing call without a body, and answers null for a 204", async () => {
    const fetchMock = stubFetch(answer(204));
    await expect(done(api.POST("/api/auth/logout"))).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]![1]?.body).toBe("{}");
  });

  it("puts path parameters in the path and leaves empty query values out", async () => {
    const fetchMock = stubFetch(answer(200, []));
    await data(api.GET("/api/venues/{id}/reviews", { params: { path: { id: "7" } } }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/venues/7/reviews");
    await data(api.GET("/api/venues", { params: { query: { city: "Pune", venueType: undefined, date: "" } } }));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/venues?city=Pune");
  });

  it("writes a list as comma-separated values, the same address apiUrl writes", async () => {
    const fetchMock = stubFetch(answer(200, []));
    await data(api.GET("/api/venues", { params: { query: { amenities: ["Parking", "Lights"], limit: 3 } } }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/venues?amenities=Parking%2CLights&limit=3");
    expect(apiUrl("/api/venues", { amenities: ["Parking", "Lights"], limit: 3 })).toBe(fetchMock.mock.calls[0]![0]);
  });

  it("sends every call through the transport by its path (the server drawing a page has no origin)", async () => {
    const transport = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer(200, { user: null }));
    setApiTransport(transport as typeof fetch);
    await expect(data(api.GET("/api/auth/session"))).resolves.toEqual({ user: null });
    expect(transport.mock.calls[0]![0]).toBe("/api/auth/session");
  });

  it("throws '<status>: <body>' and carries the server's message and field errors", async () => {
    const body = { message: "Invalid input", errors: { email: "Invalid email address" } };
    stubFetch(answer(400, body));
    const error = await data(
      api.POST("/api/auth/register", { body: { fullName: "A", email: "x", password: "y", phone: "1" } }),
    ).catch((e: unknown) => e);
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
    const error = (await data(api.POST("/api/auth/login", { body: { email: "a@b.in", password: "x" } })).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe("429: Too Many Requests");
    expect(error.retryAfter).toBe(42);
    expect(messageOf(error, "fallback")).toBe("fallback");
  });

  it("treats a 401 as nobody when asked to", async () => {
    stubFetch(answer(401, { message: "Authentication required" }));
    await expect(orNullOn401(data(api.GET("/api/auth/me")))).resolves.toBeNull();
  });

  it("treats a 401 as an error by default", async () => {
    stubFetch(answer(401, { message: "Authentication required" }));
    await expect(data(api.GET("/api/bookings"))).rejects.toThrow('401: {"message":"Authentication required"}');
  });

  it("answers the first GET of an address started early from that request, and later ones afresh", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, [{ id: 1 }], { headers: { "X-Total-Count": "1", "X-Next-Cursor": "abc" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const url = apiUrl("/api/venues", { venueType: "nets", limit: 3 });
    requestEarly(url);
    requestEarly(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("include");

    const query = { venueType: "nets", limit: 3 } as const;
    await expect(page(api.GET("/api/venues", { params: { query } }))).resolves.toEqual({
      items: [{ id: 1 }],
      nextCursor: "abc",
      total: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await page(api.GET("/api/venues", { params: { query } }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never answers a POST from an early request", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    requestEarly("/api/auth/logout");
    await done(api.POST("/api/auth/logout"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("POST");
  });
});
