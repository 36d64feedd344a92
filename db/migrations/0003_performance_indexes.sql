CREATE INDEX `projects_status_name_idx` ON `projects` (`status`,`name`);--> statement-breakpoint
CREATE INDEX `projects_submitted_at_idx` ON `projects` (`submitted_at`);