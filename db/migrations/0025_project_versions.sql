ALTER TABLE `projects` ADD `story_id` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `previous_id` integer REFERENCES projects(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `what_changed` text;--> statement-breakpoint
CREATE INDEX `projects_story_status_idx` ON `projects` (`story_id`,`status`);
