-- Case-insensitive prefix search for the admin lists (100,000 users must stay fast).
CREATE INDEX IF NOT EXISTS users_email_prefix_idx ON users (lower(email) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_full_name_prefix_idx ON users
  (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) text_pattern_ops);
