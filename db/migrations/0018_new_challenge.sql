CREATE TABLE `new_challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`dates_updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `removed_files` (
	`name` text PRIMARY KEY NOT NULL
);
