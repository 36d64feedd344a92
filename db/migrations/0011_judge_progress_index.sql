DROP INDEX `project_scores_judge_idx`;--> statement-breakpoint
CREATE INDEX `project_scores_judge_project_idx` ON `project_scores` (`judge_id`,`project_id`,`criteria_id`);