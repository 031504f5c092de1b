CREATE TABLE "canvas_widgets" (
	"site_id" text NOT NULL,
	"element_id" text NOT NULL,
	"page_id" text NOT NULL,
	"widget_type" text NOT NULL,
	"config" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canvas_widgets_site_id_element_id_pk" PRIMARY KEY("site_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"site_id" text PRIMARY KEY NOT NULL,
	"token_ciphertext" text NOT NULL,
	"scopes" text NOT NULL,
	"authorized_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loader_scripts" (
	"site_id" text NOT NULL,
	"version" text NOT NULL,
	"script_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loader_scripts_site_id_version_pk" PRIMARY KEY("site_id","version")
);
--> statement-breakpoint
CREATE TABLE "used_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "canvas_widgets_page" ON "canvas_widgets" USING btree ("site_id","page_id");