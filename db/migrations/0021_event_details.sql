CREATE TABLE `event_details` (
	`section` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "event_details_section_check" CHECK("event_details"."section" in ('club', 'event', 'agenda', 'challenge')),
	CONSTRAINT "event_details_value_length" CHECK(length("event_details"."value") <= 200000)
);
