ALTER TABLE `judges` ADD `approved_at` integer;--> statement-breakpoint
UPDATE `judges` SET `approved_at` = `created_at`;