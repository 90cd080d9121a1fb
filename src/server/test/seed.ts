import { count, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { createRandom, makeSeedUser, SEED_ISSUER } from "./factories.js";

export interface SeedOptions {
  users: number;
  seed?: number;
  /** Seed even though the database holds accounts that were not seeded. */
  force?: boolean;
  log?: (line: string) => void;
}

const BATCH = 2_000;

/** Fills the database with demo people; refuses a database with real accounts unless forced. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ inserted: number }> {
  const log = options.log ?? (() => {});
  const [real] = await db.select({ n: count() }).from(users).where(ne(users.issuer, SEED_ISSUER));
  if ((real?.n ?? 0) > 0 && !options.force) {
    throw new Error(
      `This database holds ${real!.n} real account(s). Seeding would mix demo people with them; pass --force if you mean it.`,
    );
  }
  const random = createRandom(options.seed ?? 42);
  const [existing] = await db.select({ n: count() }).from(users);
  const offset = existing?.n ?? 0;
  let inserted = 0;
  while (inserted < options.users) {
    const size = Math.min(BATCH, options.users - inserted);
    const rows = Array.from({ length: size }, (_, k) =>
      makeSeedUser(offset + inserted + k, random),
    );
    await db.insert(users).values(rows).onConflictDoNothing();
    inserted += size;
    if (inserted % 20_000 === 0 || inserted === options.users) log(`  ${inserted} users`);
  }
  return { inserted };
}
