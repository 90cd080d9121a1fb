-- Every change to a user or a session tells each server process (LISTEN session_changes) to
-- forget what it cached about it, whichever code path or operator made the change.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', 'u:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', 's:' || OLD.token_hash);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_session_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
