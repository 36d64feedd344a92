CREATE TABLE `feedback_emails` (
	`email_key` text PRIMARY KEY NOT NULL,
	`sent_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
