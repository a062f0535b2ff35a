import { createHash, createHmac } from "node:crypto";

/**
 * The two S3 calls we need (PUT and DELETE an object), signed with AWS Signature Version 4
 * over fetch, path-style, so any S3-compatible store works (AWS, R2, MinIO) without an SDK.
 */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it; "/" kept in paths. */
function encode(text: string, keepSlash: boolean): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? "s3";
  const amzDate = input.date.toISOString().replace(/[:-]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    "x-amz-date": amzDate,
    "x-amz-content-sha256": input.payloadHash,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encode(k, false), encode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const path = encode(decodeURIComponent(input.url.pathname), true);
  const canonicalRequest = [input.method, path, query, canonicalHeaders, signedHeaders, input.payloadHash].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export function createS3Client(config: S3Config, deps: { fetch?: typeof fetch; now?: () => Date } = {}) {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const endpoint = config.endpoint.replace(/\/+$/, "");
  const objectUrl = (key: string) => new URL(`${endpoint}/${encode(config.bucket, false)}/${encode(key, true)}`);
  // An R2-style "auto" region is signed as us-east-1, which every S3-compatible store accepts.
  const region = config.region === "auto" ? "us-east-1" : config.region;

  async function send(method: "PUT" | "DELETE", key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(key);
    const headers = signV4({
      method,
      url,
      headers: body
        ? {
            "content-type": contentType ?? "application/octet-stream",
            "cache-control": "public, max-age=604800, immutable",
          }
        : {},
      payloadHash: sha256Hex(body ?? ""),
      region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      date: now(),
    });
    delete headers.host; // fetch sets it
    const response = await doFetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
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
