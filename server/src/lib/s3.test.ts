import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { describe, expect, it } from "vitest";
import { createS3Client } from "./s3";

describe("S3 requests", () => {
  it("are signed as AWS's published Signature V4 example says (GET Bucket Lifecycle)", async () => {
    const signed = await new AwsV4Signer({
      url: "https://examplebucket.s3.amazonaws.com/?lifecycle",
      method: "GET",
      headers: { "x-amz-content-sha256": createHash("sha256").update("").digest("hex") },
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      service: "s3",
      region: "us-east-1",
      datetime: "20130524T000000Z",
    }).sign();
    expect(signed.headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    );
  });

  it("PUT an object path-style with its type, a week's cache and a signed body hash", async () => {
    const sent: Request[] = [];
    const s3 = createS3Client(
      {
        endpoint: "https://r2.example.com/",
        bucket: "crease",
        region: "auto",
        accessKeyId: "id",
        secretAccessKey: "secret",
      },
      {
        fetch: (async (request: Request) => {
          sent.push(request);
          return new Response(null, { status: 200 });
        }) as typeof fetch,
      },
    );
    const body = Buffer.from("webp bytes");
    await s3.put("venues/1/a b.webp", body, "image/webp");
    const [request] = sent;
    expect(request?.method).toBe("PUT");
    expect(request?.url).toBe("https://r2.example.com/crease/venues/1/a%20b.webp");
    expect(request?.headers.get("content-type")).toBe("image/webp");
    expect(request?.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect(request?.headers.get("x-amz-content-sha256")).toBe(createHash("sha256").update(body).digest("hex"));
    expect(request?.headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=id\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(s3.publicBase).toBe("https://r2.example.com/crease");
  });

  it("a DELETE of a missing object is fine; any other failure says what the store answered", async () => {
    const answering = (status: number) =>
      createS3Client(
        {
          endpoint: "https://s3.example.com",
          bucket: "b",
          region: "ap-south-1",
          accessKeyId: "id",
          secretAccessKey: "s",
        },
        { fetch: (async () => new Response("AccessDenied", { status })) as typeof fetch },
      );
    await expect(answering(404).delete("gone.webp")).resolves.toBeUndefined();
    await expect(answering(403).put("x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      "S3 PUT x.webp answered 403: AccessDenied",
    );
  });
});
