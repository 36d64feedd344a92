ALTER TABLE `scoring_criteria` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now criteria were shown by id: that order becomes their place.
UPDATE `scoring_criteria` SET `position` = `id`;
