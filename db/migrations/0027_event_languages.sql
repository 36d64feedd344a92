CREATE TABLE `criterion_words` (
	`criterion_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`levels` text,
	PRIMARY KEY(`criterion_id`, `language`),
	FOREIGN KEY (`criterion_id`) REFERENCES `scoring_criteria`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `event_languages` (
	`id` integer PRIMARY KEY NOT NULL,
	`default_language` text NOT NULL,
	`offered` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "event_languages_one_row" CHECK("event_languages"."id" = 1)
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_event_details` (
	`section` text NOT NULL,
	`language` text DEFAULT '*' NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`section`, `language`),
	CONSTRAINT "event_details_section_check" CHECK("__new_event_details"."section" in ('club', 'event', 'agenda', 'challenge')),
	CONSTRAINT "event_details_language_check" CHECK(length("__new_event_details"."language") between 1 and 10),
	CONSTRAINT "event_details_value_length" CHECK(length("__new_event_details"."value") <= 200000)
);
--> statement-breakpoint
INSERT INTO `__new_event_details`("section", "language", "value", "updated_at") SELECT "section", CASE WHEN "section" IN ('agenda', 'challenge') THEN 'en' ELSE '*' END, "value", "updated_at" FROM `event_details`;--> statement-breakpoint
DROP TABLE `event_details`;--> statement-breakpoint
ALTER TABLE `__new_event_details` RENAME TO `event_details`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `projects` ADD `language` text;