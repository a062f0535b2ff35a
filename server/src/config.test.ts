import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.appUrl).toBe("http://localhost:5000");
    expect(config.payment.provider).toBe("sandbox");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ PAYMENT_PROVIDER: "paypal" }, "PAYMENT_PROVIDER"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("stops with a message naming the bad variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("needs the Razorpay keys for the razorpay provider and the admin pair together", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@crease.in" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
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
});
