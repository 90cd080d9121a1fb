-- Search by location (decision 12) filters on lower(location) LIKE 'prefix%'. The only index on
-- that expression is partial, and PostgreSQL takes no statistics from a partial index, so it
-- guessed about 0.5 % of profiles for any prefix: 305 rows for "Mumbai" where 100,000 seeded
-- people have 7,160. It then fetched and sorted every Mumbai profile (17 ms) instead of
-- walking the gender index in order and stopping after a page (2.7 ms). Statistics on the
-- expression itself (PostgreSQL 14+) give it the real share of each city.
CREATE STATISTICS IF NOT EXISTS "profiles_lower_location_stats" ON (lower("location")) FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
