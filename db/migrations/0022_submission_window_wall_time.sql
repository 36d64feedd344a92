PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_submission_window` (
	`id` integer PRIMARY KEY NOT NULL,
	`opens_at` text,
	`closes_at` text,
	`time_zone` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "submission_window_single_row" CHECK("__new_submission_window"."id" = 1),
	CONSTRAINT "submission_window_order_check" CHECK("__new_submission_window"."opens_at" < "__new_submission_window"."closes_at"),
	CONSTRAINT "submission_window_opens_at_wall" CHECK(("__new_submission_window"."opens_at" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]' OR "__new_submission_window"."opens_at" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]')),
	CONSTRAINT "submission_window_closes_at_wall" CHECK(("__new_submission_window"."closes_at" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]' OR "__new_submission_window"."closes_at" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]')),
	CONSTRAINT "submission_window_zone_check" CHECK(("__new_submission_window"."opens_at" IS NULL AND "__new_submission_window"."closes_at" IS NULL) OR "__new_submission_window"."time_zone" IS NOT NULL)
);
--> statement-breakpoint
-- The moments saved before become the wall-clock times they were typed as, in the zone that applied: the
-- Event tab's, else EVENT_TIME_ZONE, else the machine's (event_time_zone() and wall_time() are the app's
-- rules, registered on the connection by db/sqlite-file.ts). Read in that zone, they name the same moments.
INSERT INTO `__new_submission_window`("id", "opens_at", "closes_at", "time_zone", "updated_at")
SELECT "id",
       wall_time("opens_at", zone.name),
       wall_time("closes_at", zone.name),
       CASE WHEN "opens_at" IS NULL AND "closes_at" IS NULL THEN NULL ELSE zone.name END,
       "updated_at"
FROM `submission_window`,
     (SELECT event_time_zone((SELECT json_extract("value", '$.timeZone') FROM `event_details`
                              WHERE "section" = 'event' AND json_valid("value")
                                AND json_type("value", '$.timeZone') = 'text')) AS name) AS zone;--> statement-breakpoint
DROP TABLE `submission_window`;--> statement-breakpoint
ALTER TABLE `__new_submission_window` RENAME TO `submission_window`;--> statement-breakpoint
PRAGMA foreign_keys=ON;