import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";

/**
 * The two S3 calls we need (PUT and DELETE an object), path-style, so any S3-compatible store
 * works (AWS, R2, MinIO). Requests are signed with AWS Signature Version 4 by aws4fetch.
 */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

/** RFC 3986 encoding of a bucket or key; "/" kept in keys. */
function encode(text: string, keepSlash: boolean): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

export function createS3Client(config: S3Config, deps: { fetch?: typeof fetch } = {}) {
  const doFetch = deps.fetch ?? fetch;
  const endpoint = config.endpoint.replace(/\/+$/, "");
  const objectUrl = (key: string) => `${endpoint}/${encode(config.bucket, false)}/${encode(key, true)}`;
  const aws = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    // An R2-style "auto" region is signed as us-east-1, which every S3-compatible store accepts.
    region: config.region === "auto" ? "us-east-1" : config.region,
  });

  async function send(method: "PUT" | "DELETE", key: string, body?: Buffer, contentType?: string) {
    const signed = await aws.sign(objectUrl(key), {
      method,
      headers: {
        // The body's hash is signed, so a store never keeps bytes other than those we sent
        // (aws4fetch would send UNSIGNED-PAYLOAD for S3 otherwise).
        "x-amz-content-sha256": createHash("sha256")
          .update(body ?? "")
          .digest("hex"),
        ...(body
          ? {
              "content-type": contentType ?? "application/octet-stream",
              "cache-control": "public, max-age=604800, immutable",
            }
          : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
    });
    const response = await doFetch(signed, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const text = await response.text().catch(() => "");
      throw new Error(`S3 ${method} ${key} answered ${response.status}: ${text.slice(0, 300)}`);
    }
  }

  return {
    /** Where the world reads an object: S3_PUBLIC_URL, else the path-style endpoint URL. */
    publicBase: (config.publicUrl ?? `${endpoint}/${config.bucket}`).replace(/\/+$/, ""),
    put: (key: string, body: Buffer, contentType: string) => send("PUT", key, body, contentType),
    delete: (key: string) => send("DELETE", key),
  };
}

export type S3Client = ReturnType<typeof createS3Client>;
