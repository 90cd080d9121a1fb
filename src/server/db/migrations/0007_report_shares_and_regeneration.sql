CREATE TABLE "report_shares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "personality_reports" ADD COLUMN "ai_regenerations_day" text;--> statement-breakpoint
ALTER TABLE "personality_reports" ADD COLUMN "ai_regenerations_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;