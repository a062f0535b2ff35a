import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ensureSecrets, loadConfig } from "./config";
import { SANDBOX_DEFAULT_SECRET } from "./domains/payments/providers/sandbox";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.appUrl).toBe("http://localhost:5000");
    expect(config.payment.provider).toBe("sandbox");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    // The admin's second factor is required unless switched off on purpose (issue 44).
    expect(config.adminSecondFactor).toBe("required");
    expect(loadConfig({ ADMIN_SECOND_FACTOR: "off" }).adminSecondFactor).toBe("off");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ PAYMENT_PROVIDER: "paypal" }, "PAYMENT_PROVIDER"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ADMIN_SECOND_FACTOR: "sometimes" }, "ADMIN_SECOND_FACTOR"],
  ])("stops with a message naming the bad variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("needs the Razorpay keys for the razorpay provider and the admin pair together", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@crease.in" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it("keeps WhatsApp off unless a template is named, and its Cloud API pair together", () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed" }).whatsapp).toEqual({
      templateBookingConfirmed: "booking_confirmed",
      cloud: undefined,
    });
    const cloud = { WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "106540352242922" };
    expect(loadConfig({ WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed", ...cloud }).whatsapp?.cloud).toEqual({
      token: "t",
      phoneNumberId: "106540352242922",
      apiUrl: "https://graph.facebook.com/v21.0",
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: "t" })).toThrow(/WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig(cloud)).toThrow(/WHATSAPP_TEMPLATE_BOOKING_CONFIRMED is required/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "Booking Confirmed!" })).toThrow(
      /WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: must be a WhatsApp template name/,
    );
  });

  it("reads booleans, lowercases the admin email and trims APP_URL", () => {
    const config = loadConfig({
      SEED_DEMO: "false",
      ADMIN_EMAIL: "Boss@Crease.in",
      ADMIN_PASSWORD: "long-enough",
      APP_URL: "https://crease.in/",
    });
    expect(config.seedDemo).toBe(false);
    expect(config.admin?.email).toBe("boss@crease.in");
    expect(config.appUrl).toBe("https://crease.in");
  });

  it("generates the sandbox's webhook secret once into DATA_DIR, owner-only, unless RAZORPAY_WEBHOOK_SECRET is set", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-config-"));
    try {
      const first = ensureSecrets(loadConfig({ DATA_DIR: dataDir }));
      const secret = first.payment.webhookSecret ?? "";
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secret).not.toBe(SANDBOX_DEFAULT_SECRET);
      expect(secret).not.toBe(first.sessionSecret);
      const file = path.join(dataDir, "webhook-secret");
      expect(readFileSync(file, "utf8")).toBe(secret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // A restart signs with the same secret.
      expect(ensureSecrets(loadConfig({ DATA_DIR: dataDir })).payment.webhookSecret).toBe(secret);
      // A configured secret wins; Razorpay's is never generated (its dashboard holds it).
      const configured = ensureSecrets(loadConfig({ DATA_DIR: dataDir, RAZORPAY_WEBHOOK_SECRET: "from-the-env" }));
      expect(configured.payment.webhookSecret).toBe("from-the-env");
      const razorpay = ensureSecrets(
        loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s" }),
      );
      expect(razorpay.payment.webhookSecret).toBeUndefined();
      // A file left empty by a start that died mid-write is written again, not used empty.
      writeFileSync(file, "");
      expect(ensureSecrets(loadConfig({ DATA_DIR: dataDir })).payment.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
