CREATE TABLE `submission_window` (
	`id` integer PRIMARY KEY NOT NULL,
	`opens_at` integer,
	`closes_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "submission_window_single_row" CHECK("submission_window"."id" = 1),
	CONSTRAINT "submission_window_order_check" CHECK("submission_window"."opens_at" < "submission_window"."closes_at")
);
--> statement-breakpoint
-- The one row, both ends empty: always open, as before there was a window (decision 0030).
INSERT INTO `submission_window` (`id`) VALUES (1);
