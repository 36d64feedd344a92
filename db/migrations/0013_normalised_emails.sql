ALTER TABLE `judges` ADD `email_key` text;--> statement-breakpoint
-- Filled by the app's own rule: email_key() is app/utils/email-key.server.ts, registered on the connection
-- by db/sqlite-file.ts (SQLite's lower() folds A-Z only). Before the unique index, which then checks it.
UPDATE `judges` SET `email_key` = email_key(`email`);--> statement-breakpoint
DROP INDEX `judges_email_lower_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `judges_email_key_unique` ON `judges` (`email_key`);--> statement-breakpoint
ALTER TABLE `projects` ADD `author_email_key` text;--> statement-breakpoint
UPDATE `projects` SET `author_email_key` = email_key(`author_email`) WHERE `author_email` IS NOT NULL;
