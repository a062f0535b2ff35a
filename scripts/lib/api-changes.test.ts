/**
 * The API-change check (scripts/openapi.ts --check, run by `npm run lint`): removed or renamed
 * operations and fields whose type changed fail unless docs/api-changes.md names them.
 */
import { describe, expect, it } from "vitest";
import { apiChanges, type OpenApiDocument, unnotedChanges } from "./api-changes";

function doc(price: object, operationId = "getVenue", path = "/api/venues/{id}"): OpenApiDocument {
  return {
    paths: {
      [path]: {
        get: {
          operationId,
          parameters: [{ name: "id", in: "path", schema: { type: "string" } }],
          responses: {
            "200": {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      id: { type: "integer" },
                      slots: { type: "array", items: { type: "object", properties: { price } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

const before = doc({ type: "string" });

describe("the API-change check", () => {
  it("finds nothing when the contract only grew", () => {
    const after = doc({ type: "string" });
    after.paths!["/api/venues"] = { get: { operationId: "listVenues" } };
    expect(apiChanges(before, after)).toEqual([]);
  });

  it("names a field whose type changed, by operation and place", () => {
    const changes = apiChanges(before, doc({ type: "number" }));
    expect(changes.map((change) => change.key)).toEqual(["getVenue 200.slots[].price type"]);
    expect(changes[0]!.description).toBe("getVenue: 200.slots[].price was string, is number.");
  });

  it("names a removed field, a removed operation, a renamed one and a moved one", () => {
    expect(apiChanges(before, doc({ type: "string" }, "getVenue", "/api/grounds/{id}")).map((c) => c.key)).toEqual([
      "moved getVenue",
    ]);
    expect(apiChanges(before, doc({ type: "string" }, "readVenue")).map((c) => c.key)).toEqual([
      "renamed getVenue -> readVenue",
    ]);
    expect(apiChanges(before, { paths: {} }).map((c) => c.key)).toEqual(["removed getVenue"]);
    const withoutId = doc({ type: "string" });
    const schema = withoutId.paths!["/api/venues/{id}"]!.get!.responses!["200"]!.content!["application/json"]!.schema!;
    delete schema.properties!.id;
    expect(apiChanges(before, withoutId).map((c) => c.key)).toEqual(["getVenue 200.id removed"]);
  });

  it("passes a change only when docs/api-changes.md names its key in backticks", () => {
    const changes = apiChanges(before, doc({ type: "number" }));
    expect(unnotedChanges(changes, "getVenue 200.slots[].price type")).toHaveLength(1);
    expect(unnotedChanges(changes, "- `getVenue 200.slots[].price type`: prices are numbers now")).toEqual([]);
  });

  it("lets a field callers send gain enum values, but not an answer's field nor lose one", () => {
    const withPayment = (values: string[]): OpenApiDocument => ({
      paths: {
        "/api/desk": {
          post: {
            operationId: "book",
            requestBody: {
              content: {
                "application/json": {
                  schema: { type: "object", properties: { payment: { type: "string", enum: values } } },
                },
              },
            },
            responses: {
              "201": {
                content: {
                  "application/json": {
                    schema: { type: "object", properties: { payment: { type: "string", enum: values } } },
                  },
                },
              },
            },
          },
        },
      },
    });
    const keys = (a: string[], b: string[]) => apiChanges(withPayment(a), withPayment(b)).map((c) => c.key);
    expect(keys(["cash", "upi"], ["cash", "upi", "credit"])).toEqual(["book 201.payment type"]);
    expect(keys(["cash", "upi"], ["cash"])).toEqual(["book body.payment type", "book 201.payment type"]);
  });
});
