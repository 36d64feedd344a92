CREATE TABLE `admin_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "admin_settings_password_hash_length" CHECK(length("admin_settings"."password_hash") <= 255)
);
--> statement-breakpoint
CREATE TABLE `ai_playbook` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`goal` text NOT NULL,
	`best_tool` text NOT NULL,
	`why_awesome` text NOT NULL,
	`starter_prompt` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_playbook_goal_unique` ON `ai_playbook` (`goal`);--> statement-breakpoint
CREATE TABLE `judges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`expertise` text,
	`password` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `judges_email_lower_unique` ON `judges` (lower("email"));--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`judge_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_hash_unique` ON `password_reset_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_judge_idx` ON `password_reset_tokens` (`judge_id`);--> statement-breakpoint
CREATE TABLE `project_scores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`judge_id` integer NOT NULL,
	`criteria_id` integer NOT NULL,
	`score` integer NOT NULL,
	`comments` text,
	`submitted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`criteria_id`) REFERENCES `scoring_criteria`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "project_scores_score_check" CHECK("project_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_scores_project_judge_criteria_unique` ON `project_scores` (`project_id`,`judge_id`,`criteria_id`);--> statement-breakpoint
CREATE INDEX `project_scores_judge_idx` ON `project_scores` (`judge_id`);--> statement-breakpoint
CREATE INDEX `project_scores_criteria_idx` ON `project_scores` (`criteria_id`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`submission_type` text NOT NULL,
	`submission_method` text,
	`url` text,
	`files` text DEFAULT '[]' NOT NULL,
	`thumbnail` text,
	`author_name` text NOT NULL,
	`author_email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "projects_submission_type_check" CHECK("projects"."submission_type" in ('video', 'photo', 'pdf', 'website')),
	CONSTRAINT "projects_status_check" CHECK("projects"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `projects_status_submitted_at_idx` ON `projects` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `projects_status_type_submitted_at_idx` ON `projects` (`status`,`submission_type`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `scoring_criteria` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`max_points` integer DEFAULT 10 NOT NULL,
	`weight` real DEFAULT 1 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	CONSTRAINT "scoring_criteria_max_points_check" CHECK("scoring_criteria"."max_points" > 0),
	CONSTRAINT "scoring_criteria_weight_check" CHECK("scoring_criteria"."weight" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scoring_criteria_name_unique` ON `scoring_criteria` (`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);