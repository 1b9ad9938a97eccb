CREATE TABLE "freelancer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"project_id" uuid,
	"reviewer_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelancer_reviews_project_freelancer_key" UNIQUE("project_id","freelancer_id"),
	CONSTRAINT "freelancer_reviews_rating_range" CHECK ("freelancer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_reviews" ADD CONSTRAINT "freelancer_reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelancer_reviews_freelancer_idx" ON "freelancer_reviews" USING btree ("freelancer_id");