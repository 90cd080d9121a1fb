CREATE TABLE "compatibility_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a_id" uuid NOT NULL,
	"user_b_id" uuid NOT NULL,
	"request_id" uuid,
	"relationship_type" text NOT NULL,
	"compatibility_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compatibility_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"relationship_type" text NOT NULL,
	"request_message" text DEFAULT '' NOT NULL,
	"response_message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"location" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_searchable" boolean DEFAULT true NOT NULL,
	"allow_dob_sharing" boolean DEFAULT false NOT NULL,
	"profile_completed" boolean DEFAULT true NOT NULL,
	"education" text,
	"occupation" text,
	"religion" text,
	"height_cm" integer,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compatibility_analyses" ADD CONSTRAINT "compatibility_analyses_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_analyses" ADD CONSTRAINT "compatibility_analyses_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_analyses" ADD CONSTRAINT "compatibility_analyses_request_id_compatibility_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."compatibility_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_requests" ADD CONSTRAINT "compatibility_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibility_requests" ADD CONSTRAINT "compatibility_requests_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compatibility_analyses_user_a_idx" ON "compatibility_analyses" USING btree ("user_a_id");--> statement-breakpoint
CREATE INDEX "compatibility_analyses_user_b_idx" ON "compatibility_analyses" USING btree ("user_b_id");--> statement-breakpoint
CREATE INDEX "compatibility_analyses_request_idx" ON "compatibility_analyses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "compatibility_requests_requester_idx" ON "compatibility_requests" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compatibility_requests_target_idx" ON "compatibility_requests" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compatibility_requests_pending_pair_idx" ON "compatibility_requests" USING btree ("requester_id","target_id") WHERE "compatibility_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_listed_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "profiles"."is_searchable" AND "profiles"."profile_completed";--> statement-breakpoint
CREATE INDEX "profiles_listed_gender_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "profiles"."is_searchable" AND "profiles"."profile_completed";--> statement-breakpoint
-- Location filter: case-insensitive prefix ("Mumbai" finds "Mumbai, Maharashtra") over listed profiles.
CREATE INDEX "profiles_listed_location_idx" ON "profiles" USING btree (lower("location") text_pattern_ops, "created_at" DESC NULLS LAST, "user_id" DESC NULLS LAST) WHERE "profiles"."is_searchable" AND "profiles"."profile_completed";
