/**
 * npm run admin -- promote <email> [--password PASSWORD] [--lang hi]
 *
 * Makes an existing account an active admin with a new password, ends its sessions and closes
 * its open sockets on every running instance. ADMIN_EMAIL never promotes an existing account by
 * itself (docs/SECURITY.md): this command is the explicit way. Opens the database the way the
 * server does (DATABASE_URL, else PGlite in DATA_DIR/pgdata, with the server stopped).
 * Bundled by server/build.mjs as dist/admin.js.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { AppError, isLanguage, type Language, type MessageText } from "@crease/core";
import { busFor } from "./app";
import { ConfigError, ensureSecrets, loadConfig } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { createAuthService } from "./domains/auth/service";
import { translate } from "./i18n";
import { safeErrorMessage } from "./lib/safe-error";

const HELP = `Manage the Crease admin account.

Usage: npm run admin -- promote <email> [--password PASSWORD] [--lang hi]

  promote <email>       make the account with this email an active admin; its sessions end
                        and its open connections close on every running server
  --password PASSWORD   the account's new password (at least 8 characters); without it a
                        random one is generated and printed once
  --lang en|hi          the language of these messages (else CREASE_LANG, else LANG, else English)
  -h, --help            this text`;

/**
 * The operator's language: `--lang`, else CREASE_LANG, else the terminal's LANG ("hi_IN.UTF-8"),
 * else English. Read before the arguments are checked, so a usage error is in it too.
 */
function cliLanguage(argv: string[]): Language {
  const at = argv.findIndex((a) => a === "--lang" || a.startsWith("--lang="));
  const asked = at < 0 ? undefined : argv[at]?.includes("=") ? argv[at]?.split("=")[1] : argv[at + 1];
  for (const candidate of [asked, process.env.CREASE_LANG, process.env.LANG?.slice(0, 2)]) {
    if (isLanguage(candidate)) return candidate;
  }
  return "en";
}

const language = cliLanguage(process.argv.slice(2));
const say = (text: MessageText) => translate(language, text);

class UsageError extends Error {}

const quiet = { info() {}, warn() {}, error() {} };

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { password: { type: "string" }, lang: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(say(HELP));
    return;
  }
  const [command, email] = positionals;
  if (command !== "promote" || !email || positionals.length !== 2) throw new UsageError(say(HELP));
  if (values.password !== undefined && values.password.length < 8) {
    throw new UsageError(say("--password must be at least 8 characters"));
  }
  const password = values.password ?? randomBytes(12).toString("base64url");

  const config = ensureSecrets(loadConfig());
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pgdata"),
    poolSize: 2,
  });
  const bus = busFor(database, quiet as never);
  try {
    await migrateDatabase(database);
    const auth = createAuthService({
      db: database.db,
      bus,
      // Promoting sends no mail.
      mailer: { mode: "outbox", send: async () => {} },
      appUrl: config.appUrl,
      secret: config.sessionSecret,
      log: quiet,
    });
    const user = await auth.promoteToAdmin(email, password);
    console.log(
      say({
        message: "{email} is now an active admin. Its sessions have ended.",
        values: { email: user.email ?? email },
      }),
    );
    if (values.password === undefined) {
      console.log(say({ message: "New password (shown once): {password}", values: { password } }));
    }
  } finally {
    await bus.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  // The refusals (no such account, a suspended one) are the API's own messages, in its Hindi too.
  else if (error instanceof AppError) {
    console.error(
      translate(language, error.values ? { message: error.template, values: error.values } : error.template),
    );
  }
  // A failed statement's parameters (the new password's hash) stay out of the terminal and its logs.
  else console.error(safeErrorMessage(error));
  process.exit(1);
});
