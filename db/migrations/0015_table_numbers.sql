-- Added in place rather than by drizzle-kit's rebuild of projects: the rebuild would drop the triggers of 0012
-- and its copy selected the new column from the old table (decision 0020).
ALTER TABLE `projects` ADD `table_number` integer CONSTRAINT "projects_table_number_check" CHECK("table_number" between 1 and 9999);--> statement-breakpoint
CREATE UNIQUE INDEX `projects_table_number_idx` ON `projects` (`table_number`);
