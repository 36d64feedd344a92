CREATE TABLE `stored_files` (
	`name` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`role` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stored_files_project_idx` ON `stored_files` (`project_id`);