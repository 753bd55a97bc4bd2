import { desc, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFT_CARD_MESSAGES, PLAN_CODES, redeemGiftCardResponseSchema } from "../../../../shared/contracts/billing.contract";
import { authTokensSchema, userClaimsSchema } from "../../../../shared/contracts/user.contract";
import { insertUser } from "../../../../tests/factories/guides";
import { startSmtpSink, type SmtpSink } from "../../../../tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { createEmailAdapter, type EmailAdapter } from "../../../adapters/email/email.adapter";
import { emailOutbox, giftCards, membershipGrants, payments, users } from "../../../db/schema";
import { getMe, refresh, uniqueIp } from "../../accounts/accounts.test-helpers";
import { addDays, addMonths, isoDay } from "../../../../shared/domain/billing-dates";
import { giftCardCodes } from "./gift-cards.codes";
import { deliverDueGiftCards, GIFT_CARD_RATE_LIMITS, type GiftDetailsInput } from "./gift-cards";
import { insertPaidGiftCard } from "../../../../tests/factories/gift-cards";
import { ensurePlanCatalog } from "../plans.catalog";
import { PLAN_PRICE_CENTS } from "../plan-prices";

const JWT_SECRET = "gift-card-test-secret-long-enough-for-hmac";
const CODE = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

let t: TestApp;
let sink: SmtpSink;
let email: EmailAdapter;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  email = createEmailAdapter({ config: t.config, db: t.db, clock: t.clock, logger: pino({ level: "silent" }) });
  await ensurePlanCatalog(t.db, t.config);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

type Reader = Awaited<ReturnType<typeof signedIn>>;

/** A user with a real session: an access header for the API and a refresh token to refresh with. */
async function signedIn(name?: string) {
  const user = await insertUser(t.db, { name });
  const tokens = await t.services.tokens.issue(user.id);
  return { ...user, tokens, headers: { authorization: `Bearer ${tokens.access}`, "x-forwarded-for": uniqueIp() } };
}

/** A paid gift checkout as it completes: the payment row, then the card, in one transaction. */
function buyGift(purchaser: { id: number }, gift: Partial<GiftDetailsInput> = {}) {
  return insertPaidGiftCard(t.db, purchaser.id, t.clock.now(), gift);
}

/** A run of the gift job, then of the e-mail job that sends what it queued. */
async function deliver(adapter: EmailAdapter = email) {
  const delivered = await deliverDueGiftCards(
    { db: t.db, email: adapter, config: t.config, jwtSecret: JWT_SECRET },
    t.clock.now(),
  );
  await adapter.deliverQueued();
  return delivered;
}

/** The code in the last gift e-mail sent to `address`. */
function codeMailedTo(address: string): string {
  const mail = sink.to(address).at(-1);
  const code = mail?.raw.match(CODE)?.[0];
  if (!code) throw new Error(`no gift card code was mailed to ${address}`);
  return code;
}

/** A delivered gift and its code. */
async function deliveredGift() {
  const purchaser = await insertUser(t.db, { name: "Pat Purchaser" });
  const { card, paymentId } = await buyGift(purchaser);
  await deliver();
  return { card, paymentId, code: codeMailedTo(card.recipientEmail) };
}

const redeem = async (reader: { headers: Record<string, string> }, code: string) =>
  t.app.request("/api/v2/users/me/redeem-gift-card/", {
    method: "POST",
    headers: { "content-type": "application/json", ...reader.headers },
    body: JSON.stringify({ gift_card_redemption_code: code }),
  });

async function claimsAfterRefresh(reader: Reader) {
  const response = await refresh(t, reader.tokens.refresh);
  expect(response.status).toBe(200);
  reader.tokens = authTokensSchema.parse(await response.json());
  return userClaimsSchema.parse(await (await getMe(t, reader.tokens.access)).json());
}

describe("gift card delivery", () => {
  it("e-mails the code on the delivery date, not before, and tells the purchaser", async () => {
    const purchaser = await insertUser(t.db, { name: "Pat Purchaser" });
    const tomorrow = isoDay(addDays(t.clock.now(), 1));
    const { card } = await buyGift(purchaser, { deliverOn: tomorrow, recipientName: "Robin Trail" });

    await deliver();
    expect(sink.to(card.recipientEmail)).toHaveLength(0);

    t.clock.advance(24 * 60 * 60 * 1000);
    await deliver();
    const [mail, ...more] = sink.to(card.recipientEmail);
    expect(more).toHaveLength(0);
    const text = mail!.raw.replace(/=\r?\n/g, "");
    expect(text).toContain("Hi Robin Trail,");
    expect(text).toContain("Pat Purchaser");
    expect(text).toContain("Happy birthday! See you on the trail.");
    const code = codeMailedTo(card.recipientEmail);
    // Quoted-printable mail writes "=" as "=3D".
    expect(text).toMatch(new RegExp(`/redeem-gift-card\\?code=(3D)?${code}`));
    expect(sink.received.some((sent) => sent.raw.includes(`Your gift to Robin Trail has been delivered`))).toBe(true);

    await deliver();
    expect(sink.to(card.recipientEmail)).toHaveLength(1);
    const [stored] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored!.deliveredAt).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(code.replaceAll("-", ""));
  });

  it("writes both e-mails in the purchaser's language: a Spanish purchaser's gift links to the Spanish page", async () => {
    const purchaser = await insertUser(t.db, { name: "Paz Compradora" });
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, purchaser.id));
    const { card } = await buyGift(purchaser, { recipientName: "Rocío", message: "¡Feliz cumpleaños!" });
    await deliver();
    const code = giftCardCodes(JWT_SECRET).codeFor(card.id);
    const outbox = async (address: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address)).orderBy(desc(emailOutbox.id)))[0];

    const gift = await outbox(card.recipientEmail);
    expect(gift?.subject).toBe("Paz Compradora te regaló una membresía Trailguide All-Access");
    expect(gift?.textBody).toContain("Hola, Rocío:");
    expect(gift?.textBody).toContain("Paz Compradora te hizo un regalo: All-Access de regalo, un año.");
    expect(gift?.textBody).toContain("Paz Compradora escribió:\n\n> ¡Feliz cumpleaños!");
    expect(gift?.textBody).toContain(`El código de tu tarjeta de regalo: ${code}`);
    expect(gift?.textBody).toContain(`${t.config.publicUrl}/es/redeem-gift-card?code=${code}`);

    const note = await outbox(purchaser.email);
    expect(note?.subject).toBe("Tu regalo para Rocío fue entregado");
    expect(note?.textBody).toContain("Hola, Paz Compradora:");
    expect(note?.textBody).toContain(`Hoy enviamos tu regalo (All-Access de regalo, un año) a Rocío en ${card.recipientEmail}`);
  });

  it("keeps the code's e-mail queued while the mail server is down, and sends it once it is back", async () => {
    const { card } = await buyGift(await insertUser(t.db));
    const mailServerDown = createEmailAdapter({
      config: { ...t.config, smtpUrl: "smtp://127.0.0.1:1" },
      db: t.db,
      clock: t.clock,
      logger: pino({ level: "silent" }),
    });
    expect(await deliver(mailServerDown)).toBe(1);
    expect(sink.to(card.recipientEmail)).toHaveLength(0);
    // Not before the retry is due, then once.
    await email.deliverQueued();
    expect(sink.to(card.recipientEmail)).toHaveLength(0);
    t.clock.advance(60_000);
    await email.deliverQueued();
    await email.deliverQueued();
    expect(sink.to(card.recipientEmail)).toHaveLength(1);
    expect(codeMailedTo(card.recipientEmail)).toBe(giftCardCodes(JWT_SECRET).codeFor(card.id));
  });

  it("queues each card's two e-mails once, however many deliveries run at the same time", async () => {
    const purchaser = await insertUser(t.db, { name: "Pat Purchaser" });
    const cards = [];
    for (let index = 0; index < 5; index++) cards.push((await buyGift(purchaser)).card);
    const otherProcess = createEmailAdapter({ config: t.config, db: t.db, clock: t.clock, logger: pino({ level: "silent" }) });
    await Promise.all([deliver(), deliver(otherProcess), deliver()]);
    for (const card of cards) expect(sink.to(card.recipientEmail)).toHaveLength(1);
  });

  it("logs whom a gift was mailed to, never its code, with a mail server or without one", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
    const mailing = createEmailAdapter({ config: t.config, db: t.db, clock: t.clock, logger });
    const keeping = createEmailAdapter({ config: { ...t.config, smtpUrl: undefined }, db: t.db, clock: t.clock, logger });
    const purchaser = await insertUser(t.db);
    const mailed = (await buyGift(purchaser)).card;
    await deliver(mailing);
    const kept = (await buyGift(purchaser)).card;
    await deliver(keeping);
    expect(sink.to(mailed.recipientEmail)).toHaveLength(1);
    expect(sink.to(kept.recipientEmail)).toHaveLength(0);

    const codes = giftCardCodes(JWT_SECRET);
    const log = lines.join("");
    for (const card of [mailed, kept]) {
      const code = codes.codeFor(card.id);
      expect(log).toContain(card.recipientEmail);
      expect(log).not.toContain(code);
      expect(log).not.toContain(code.replaceAll("-", ""));
    }
  });

  it("never delivers a gift whose payment was refunded", async () => {
    const { card, paymentId } = await buyGift(await insertUser(t.db));
    await t.db
      .update(payments)
      .set({ refundedCents: PLAN_PRICE_CENTS.yearly, refundedAt: t.clock.now() })
      .where(eq(payments.id, paymentId));
    await deliver();
    expect(sink.to(card.recipientEmail)).toHaveLength(0);
  });
});

describe("POST /api/v2/users/me/redeem-gift-card/", () => {
  it("gives a new reader a year of All-Access, which their refreshed token shows at once", async () => {
    const { code } = await deliveredGift();
    const reader = await signedIn();
    expect((await claimsAfterRefresh(reader)).is_subscribed).toBe(false);

    const response = await redeem(reader, code.toLowerCase().replaceAll("-", " "));
    expect(response.status).toBe(200);
    const body = redeemGiftCardResponseSchema.parse(await response.json());
    expect(new Date(body.access_until)).toEqual(addMonths(t.clock.now(), 12));
    expect(body.detail).toMatch(/^Gift card redeemed/);

    const claims = await claimsAfterRefresh(reader);
    expect(claims).toMatchObject({ is_subscribed: true, subscription_tier: "paid" });
  });

  it("adds the year after the access a member already has", async () => {
    const { code } = await deliveredGift();
    const member = await signedIn();
    const now = t.clock.now();
    const currentEnd = addDays(now, 40);
    await t.db
      .insert(membershipGrants)
      .values({ userId: member.id, tier: "paid", reason: "staff", startsAt: now, endsAt: currentEnd });

    const response = await redeem(member, code);
    expect(response.status).toBe(200);
    const body = redeemGiftCardResponseSchema.parse(await response.json());
    expect(new Date(body.access_until)).toEqual(addMonths(currentEnd, 12));
    const grants = await t.db.select().from(membershipGrants).where(eq(membershipGrants.userId, member.id));
    expect(grants.find((grant) => grant.reason === "gift")).toMatchObject({
      startsAt: currentEnd,
      planCode: PLAN_CODES.giftYearly,
    });
  });

  it("works once: a second attempt is refused with a clear message", async () => {
    const { code } = await deliveredGift();
    expect((await redeem(await signedIn(), code)).status).toBe(200);
    for (const reader of [await signedIn(), await signedIn()]) {
      const again = await redeem(reader, code);
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ detail: GIFT_CARD_MESSAGES.redeemed });
    }
  });

  it("works once when two readers redeem the same code at the same moment", async () => {
    const { card, code } = await deliveredGift();
    const readers = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const statuses = (await Promise.all(readers.map((reader) => redeem(reader, code)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(2);
    const grants = await t.db.select().from(membershipGrants).where(eq(membershipGrants.paymentId, card.paymentId));
    expect(grants).toHaveLength(1);
  });

  it("refuses a code it does not know, and one whose payment was refunded", async () => {
    const reader = await signedIn();
    const unknown = await redeem(reader, "ABCD-EFGH-JKMN-PQRS");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ detail: GIFT_CARD_MESSAGES.unknown });

    const { code, paymentId } = await deliveredGift();
    await t.db
      .update(payments)
      .set({ refundedCents: PLAN_PRICE_CENTS.yearly, refundedAt: t.clock.now() })
      .where(eq(payments.id, paymentId));
    const refunded = await redeem(reader, code);
    expect(refunded.status).toBe(400);
    expect(await refunded.json()).toMatchObject({ detail: GIFT_CARD_MESSAGES.unknown });
    expect((await claimsAfterRefresh(reader)).is_subscribed).toBe(false);
  });

  it("stops an account guessing codes: 429 after ten tries in a quarter hour", async () => {
    const guesser = await signedIn();
    const { limit } = GIFT_CARD_RATE_LIMITS.perUser;
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await redeem(guesser, `GUES-SCOD-E${String(attempt).padStart(3, "2")}-2222`)).status).toBe(400);
    }
    const { code } = await deliveredGift();
    const blocked = await redeem(guesser, code);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await blocked.json()) as { detail: string }).detail).toMatch(/^Too many gift card codes were tried\./);

    t.clock.advance(GIFT_CARD_RATE_LIMITS.perUser.windowSeconds * 1000);
    const { access } = await t.services.tokens.issue(guesser.id);
    expect((await redeem({ headers: { ...guesser.headers, authorization: `Bearer ${access}` } }, code)).status).toBe(200);
  });

  it("stops one client address guessing with many accounts", async () => {
    const address = uniqueIp();
    const { limit } = GIFT_CARD_RATE_LIMITS.perIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      const reader = await signedIn();
      const response = await redeem({ headers: { ...reader.headers, "x-forwarded-for": address } }, "ABCD-EFGH-JKMN-PQRS");
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("asks a signed-out visitor to sign in", async () => {
    const response = await redeem({ headers: {} }, "ABCD-EFGH-JKMN-PQRS");
    expect(response.status).toBe(401);
  });
});
