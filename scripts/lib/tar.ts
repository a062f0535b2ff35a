// A small tar (ustar) writer and reader for regular files, gzip-compressed with Node's zlib:
// enough for backups, with no dependency and no system `tar`.
import { gunzipSync, gzipSync } from "node:zlib";

export interface TarEntry {
  name: string;
  data: Buffer;
  mode?: number;
}

const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let i = name.lastIndexOf("/"); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the backup archive: ${name}`);
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  const octal = (value: number, length: number, offset: number) =>
    block.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "ascii");
  block.write(base, 0, 100, "utf8");
  octal(entry.mode ?? 0o644, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  octal(entry.data.length, 12, 124);
  octal(Math.floor(Date.now() / 1000), 12, 136);
  block.fill(" ", 148, 156);
  block.write("0", 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

export function writeTarGz(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry), entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

export function readTarGz(archive: Buffer): TarEntry[] {
  const tar = gunzipSync(archive);
  const entries: TarEntry[] = [];
  const text = (start: number, length: number) => {
    const raw = tar.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString("utf8");
  };
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    if (tar.subarray(offset, offset + BLOCK).every((byte) => byte === 0)) break;
    const base = text(offset, 100);
    const prefix = text(offset + 345, 155);
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    const mode = Number.parseInt(text(offset + 100, 8).trim() || "644", 8);
    const type = text(offset + 156, 1);
    const start = offset + BLOCK;
    if (type === "0" || type === "") {
      entries.push({
        name: prefix ? `${prefix}/${base}` : base,
        data: Buffer.from(tar.subarray(start, start + size)),
        mode,
      });
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
