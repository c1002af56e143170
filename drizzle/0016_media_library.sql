ALTER TABLE "images" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "shaped_url" text;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_focal_point_inside" CHECK ("images"."focal_x" between 0 and 1 and "images"."focal_y" between 0 and 1);