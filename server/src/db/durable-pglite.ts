import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite on Node writes its files through Emscripten's NODEFS, which has no fsync: a commit
 * reaches the operating system's page cache and stays there until the kernel writes it back, and
 * PGlite also starts PostgreSQL with `-F` (fsync off). A process that crashes loses nothing, but a
 * power cut or a kernel crash could lose bookings confirmed in the last half minute, with the
 * player's money taken, and with fsync off PostgreSQL may not even recover the directory
 * (docs/decisions/040-embedded-database-durable.md).
 *
 * So an embedded database on disk runs with fsync on, syncs its write-ahead log with fsync()
 * (Emscripten's fdatasync() is a no-op that cannot be replaced; its fsync() calls the file
 * system's own operation), and that operation syncs the real file. A commit returns once its
 * log is on disk, as on a PostgreSQL server.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** EIO: PostgreSQL treats a failed fsync as a reason to stop rather than lose a commit. */
const EIO = 29;

/** Gives the NODEFS files and directories of `pglite` a real fsync; call once the instance is created. */
export function syncToDisk(pglite: PGlite): void {
  const { NODEFS, FS } = pglite.Module;
  const ops = (NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
  ops.fsync = (stream: { nfd?: number }) => {
    // NODEFS opens files and directories alike with a descriptor of the real one; a stream
    // without one holds nothing on the disk.
    if (typeof stream.nfd !== "number") return 0;
    try {
      fs.fsyncSync(stream.nfd);
    } catch {
      throw new (FS as unknown as { ErrnoError: new (errno: number) => Error }).ErrnoError(EIO);
    }
    return 0;
  };
}
