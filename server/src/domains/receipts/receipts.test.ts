import { createHmac } from "node:crypto";
import type { CreditReceipt, PaymentOrder } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import {
  callApi,
  deskTopUp,
  ownerSellingCredit,
  playerWithMobile,
  registerForGst,
  rowsOf,
  sandboxPay,
} from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";

/**
 * The receipt of a top-up of venue credit (issue 45; docs/product/credit.md "Tax and money",
 * docs/product/invoices.md "Receipts"): one per paid online top-up and per desk top-up, issued in
 * the crediting transaction, numbered in the owner's own series, readable by its player and its
 * owner only. On PGlite and PostgreSQL.
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let venueId: number;

const receiptsOf = (playerId: number) =>
  rowsOf<{ id: number; number: string; charge_id: string | null; paid: number; credit: number; bonus: number }>(
    ctx.database.db,
    sql`select id, series || '/' || financial_year || '/' || sequence as number, charge_id, paid_paise as paid,
          credit_paise as credit, bonus_paise as bonus
        from credit_receipts where player_id = ${playerId} order by id`,
  );

/** A webhook telling the server the same payment verify tells it. */
function webhookFor(orderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });
  const signature = createHmac("sha256", ctx.config.payment.webhookSecret ?? "")
    .update(body)
    .digest("hex");
  return () =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", "x-razorpay-signature": signature },
    });
}

beforeAll(async () => {
  ({ owner, venueId } = await ownerSellingCredit(ctx, [{ pay: "2000.00", get: "2200.00" }]));
  await registerForGst(ctx.database.db, owner.user.id);
});

describe("the receipt of an online top-up", () => {
  it("is issued once when verify and the webhook arrive together, and reads as an advance", async () => {
    const player = await loginAs(ctx, "player");
    const top = await callApi(ctx, "POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: 0 });
    expect(top.statusCode, top.body).toBe(200);
    const order = top.json() as PaymentOrder;
    const { paid, verify } = await sandboxPay(ctx, player.cookie, order.orderId);
    const [verified, hooked] = await Promise.all([verify(), webhookFor(order.orderId, paid.paymentId, order.amount)()]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect((await verify()).statusCode).toBe(200);

    const rows = await receiptsOf(player.user.id);
    expect(rows.map((r) => [r.charge_id, Number(r.paid), Number(r.credit), Number(r.bonus)])).toEqual([
      [order.orderId, 200_000, 220_000, 20_000],
    ]);

    const list = await callApi(ctx, "GET", "/api/users/me/credit/receipts", player.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const [receipt] = list.json() as CreditReceipt[];
    expect(receipt).toMatchObject({
      ownerId: owner.user.id,
      method: "online",
      paid: "2000.00",
      credit: "2200.00",
      bonus: "200.00",
      number: expect.stringMatching(new RegExp(`^${owner.user.id}/R\\d{4}/0001$`)),
    });
    const pdf = await callApi(ctx, "GET", `/api/users/me/credit/receipts/${receipt!.id}/pdf`, player.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Receipt");
    expect(text).toContain("advance for services not yet supplied; no GST is charged now");
    expect(text).toContain("GSTIN");
    expect(text).toContain("₹2,000.00");
    expect(text).toContain("₹2,200.00");
    expect(text).toContain(order.orderId);
    expect(text).not.toContain("Tax invoice");

    // Its owner reads it beside their invoices; another player and another owner get a 404.
    const owners = (await callApi(ctx, "GET", "/api/credit-receipts", owner.cookie)).json() as CreditReceipt[];
    expect(owners.map((r) => r.id)).toContain(receipt!.id);
    expect((await callApi(ctx, "GET", `/api/credit-receipts/${receipt!.id}/pdf`, owner.cookie)).statusCode).toBe(200);
    const stranger = await loginAs(ctx, "player");
    const other = await callApi(ctx, "GET", `/api/users/me/credit/receipts/${receipt!.id}/pdf`, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect((await callApi(ctx, "GET", "/api/users/me/credit/receipts", stranger.cookie)).json()).toEqual([]);
    const otherOwner = await loginAs(ctx, "owner");
    expect((await callApi(ctx, "GET", `/api/credit-receipts/${receipt!.id}/pdf`, otherOwner.cookie)).statusCode).toBe(
      404,
    );
    expect((await callApi(ctx, "GET", `/api/users/me/credit/receipts/${receipt!.id}/pdf`)).statusCode).toBe(401);
  });
});

describe("the receipt of a desk top-up", () => {
  it("is issued with the desk's entry, and numbers stay unique when many top up at once", async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, (_, i) => playerWithMobile(ctx, `+9198333000${String(i).padStart(2, "0")}`)),
    );
    const answers = await Promise.all(
      players.map((_, i) =>
        deskTopUp(ctx, { cookie: owner.cookie, venueId }, `98333 000${String(i).padStart(2, "0")}`, "500"),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
    const rows = (await Promise.all(players.map((p) => receiptsOf(p.user.id)))).flat();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.charge_id === null && Number(r.paid) === 50_000 && Number(r.bonus) === 0)).toBe(true);
    // The owner's series: the online top-up's 1, then 2 to 7, each once.
    const [numbers] = await rowsOf<{ n: number; distinct_n: number; max: number }>(
      ctx.database.db,
      sql`select count(*)::int as n, count(distinct sequence)::int as distinct_n, max(sequence)::int as max
          from credit_receipts where owner_id = ${owner.user.id}`,
    );
    expect(numbers).toEqual({ n: 7, distinct_n: 7, max: 7 });

    const [mine] = (
      await callApi(ctx, "GET", "/api/users/me/credit/receipts", players[0]!.cookie)
    ).json() as CreditReceipt[];
    expect(mine).toMatchObject({ method: "cash", paid: "500.00", credit: "500.00", bonus: "0.00" });
    const text = await pdfText(
      (await callApi(ctx, "GET", `/api/users/me/credit/receipts/${mine!.id}/pdf`, players[0]!.cookie)).rawPayload,
    );
    expect(text).toContain("Front desk entry #");
    expect(text).toContain("₹500.00");

    // In the reader's language: a Hindi-speaking player's receipt reads in Hindi.
    const hindi = players[1]!;
    expect((await callApi(ctx, "PATCH", "/api/users/me", hindi.cookie, { language: "hi" })).statusCode).toBe(200);
    const [theirs] = (
      await callApi(ctx, "GET", "/api/users/me/credit/receipts", hindi.cookie)
    ).json() as CreditReceipt[];
    const hindiText = await pdfText(
      (await callApi(ctx, "GET", `/api/users/me/credit/receipts/${theirs!.id}/pdf`, hindi.cookie)).rawPayload,
    );
    expect(hindiText).toContain("रसीद");
    expect(hindiText).toContain("रसीद — उन सेवाओं");
    expect(hindiText).not.toContain("Received from");
  });
});
