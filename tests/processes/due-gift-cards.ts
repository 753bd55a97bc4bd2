// Gift cards paid for and due today, written by a separate connection as a checkout writes them, for
// the server processes' delivery job to find.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../server/db/schema";
import { insertPaidGiftCard } from "../factories/gift-cards";

export async function insertDueGiftCards(databaseUrl: string, count: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle({ client: pool, schema });
  const buyerEmail = `gift-buyer-${randomUUID().slice(0, 8)}@example.test`;
  try {
    const [buyer] = await db
      .insert(schema.users)
      .values({ email: buyerEmail, name: "Gail Giver", accessType: "STANDARD", isSubscribed: false })
      .returning({ id: schema.users.id });
    const gifts = [];
    for (let index = 0; index < count; index++) {
      const { card } = await insertPaidGiftCard(db, buyer!.id, new Date());
      gifts.push({ recipientEmail: card.recipientEmail, buyerEmail });
    }
    return gifts;
  } finally {
    await pool.end();
  }
}
