CREATE TABLE `ballots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`batch` integer NOT NULL,
	`token_key` text NOT NULL,
	`code_key` text NOT NULL,
	`project_id` integer,
	`voted_at` integer,
	`voided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ballots_token_key_idx` ON `ballots` (`token_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `ballots_code_key_idx` ON `ballots` (`code_key`);--> statement-breakpoint
CREATE INDEX `ballots_project_idx` ON `ballots` (`project_id`);--> statement-breakpoint
CREATE INDEX `ballots_batch_idx` ON `ballots` (`batch`);--> statement-breakpoint
CREATE TABLE `voting_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`voting_open` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "voting_settings_single_row" CHECK("voting_settings"."id" = 1)
);
--> statement-breakpoint
-- The one row, closed: voting opens only when the organiser says so.
INSERT INTO `voting_settings` (`id`) VALUES (1);
