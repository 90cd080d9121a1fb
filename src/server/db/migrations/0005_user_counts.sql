CREATE TABLE "user_counts" (
	"status" text NOT NULL,
	"role" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_status_role_pk" PRIMARY KEY("status","role")
);
--> statement-breakpoint
INSERT INTO user_counts (status, role, n) SELECT status, role, count(*) FROM users GROUP BY status, role;
--> statement-breakpoint
-- Keeps user_counts exact. The two counter rows a status or role change touches are updated in
-- key order, so two concurrent changes in opposite directions cannot deadlock.
CREATE OR REPLACE FUNCTION count_users() RETURNS trigger AS $$
DECLARE
  old_key text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.status || '/' || OLD.role END;
  new_key text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN NEW.status || '/' || NEW.role END;
BEGIN
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN NULL;
  END IF;
  IF new_key IS NOT NULL AND (old_key IS NULL OR new_key < old_key) THEN
    INSERT INTO user_counts (status, role, n) VALUES (NEW.status, NEW.role, 1)
      ON CONFLICT (status, role) DO UPDATE SET n = user_counts.n + 1;
    new_key := NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    UPDATE user_counts SET n = n - 1 WHERE status = OLD.status AND role = OLD.role;
  END IF;
  IF new_key IS NOT NULL THEN
    INSERT INTO user_counts (status, role, n) VALUES (NEW.status, NEW.role, 1)
      ON CONFLICT (status, role) DO UPDATE SET n = user_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_count AFTER INSERT OR DELETE OR UPDATE OF status, role ON users
  FOR EACH ROW EXECUTE FUNCTION count_users();
