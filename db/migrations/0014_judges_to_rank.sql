PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_judging_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`judges_per_project` integer DEFAULT 3 NOT NULL,
	`leaderboard_ranking` text DEFAULT 'raw' NOT NULL,
	`results_visibility` text DEFAULT 'live' NOT NULL,
	`scoring_open` integer DEFAULT 1 NOT NULL,
	`participant_names` text DEFAULT 'full' NOT NULL,
	`min_judges_to_rank` integer DEFAULT 1 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "judging_settings_single_row" CHECK("__new_judging_settings"."id" = 1),
	CONSTRAINT "judging_settings_participant_names_check" CHECK("__new_judging_settings"."participant_names" in ('full', 'initial')),
	CONSTRAINT "judging_settings_results_visibility_check" CHECK("__new_judging_settings"."results_visibility" in ('live', 'hidden', 'published')),
	CONSTRAINT "judging_settings_judges_per_project_check" CHECK("__new_judging_settings"."judges_per_project" between 1 and 20),
	CONSTRAINT "judging_settings_leaderboard_ranking_check" CHECK("__new_judging_settings"."leaderboard_ranking" in ('raw', 'adjusted')),
	CONSTRAINT "judging_settings_min_judges_to_rank_check" CHECK("__new_judging_settings"."min_judges_to_rank" >= 1)
);
--> statement-breakpoint
INSERT INTO `__new_judging_settings`("id", "judges_per_project", "leaderboard_ranking", "results_visibility", "scoring_open", "participant_names", "updated_at") SELECT "id", "judges_per_project", "leaderboard_ranking", "results_visibility", "scoring_open", "participant_names", "updated_at" FROM `judging_settings`;--> statement-breakpoint
DROP TABLE `judging_settings`;--> statement-breakpoint
ALTER TABLE `__new_judging_settings` RENAME TO `judging_settings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;