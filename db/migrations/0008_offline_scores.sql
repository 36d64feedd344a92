CREATE TABLE `score_batches` (
	`batch_id` text PRIMARY KEY NOT NULL,
	`judge_id` integer NOT NULL,
	`answer` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `score_batches_judge_idx` ON `score_batches` (`judge_id`);--> statement-breakpoint
ALTER TABLE `project_scores` ADD `evaluated_at` integer;