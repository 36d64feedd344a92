CREATE TABLE `assignments` (
	`project_id` integer NOT NULL,
	`judge_id` integer NOT NULL,
	`assigned_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`project_id`, `judge_id`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assignments_judge_idx` ON `assignments` (`judge_id`);--> statement-breakpoint
CREATE TABLE `judging_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`judges_per_project` integer DEFAULT 3 NOT NULL,
	`leaderboard_ranking` text DEFAULT 'raw' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "judging_settings_single_row" CHECK("judging_settings"."id" = 1),
	CONSTRAINT "judging_settings_judges_per_project_check" CHECK("judging_settings"."judges_per_project" between 1 and 20),
	CONSTRAINT "judging_settings_leaderboard_ranking_check" CHECK("judging_settings"."leaderboard_ranking" in ('raw', 'adjusted'))
);
--> statement-breakpoint
CREATE TABLE `recusals` (
	`project_id` integer NOT NULL,
	`judge_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`project_id`, `judge_id`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recusals_judge_idx` ON `recusals` (`judge_id`);--> statement-breakpoint
-- The settings' one row, with the defaults: 3 judges per project, the public leaderboard on raw scores.
INSERT INTO `judging_settings` (`id`) VALUES (1);
