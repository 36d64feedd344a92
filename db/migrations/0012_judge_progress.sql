CREATE TABLE `judge_progress` (
	`judge_id` integer NOT NULL,
	`project_id` integer NOT NULL,
	`scored` integer NOT NULL,
	PRIMARY KEY(`judge_id`, `project_id`),
	FOREIGN KEY (`judge_id`) REFERENCES `judges`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `judge_progress_judge_scored_idx` ON `judge_progress` (`judge_id`,`scored`,`project_id`);
--> statement-breakpoint
-- What the table holds, from the scores already given: the active criteria each judge scored per project.
INSERT INTO `judge_progress` (`judge_id`, `project_id`, `scored`)
SELECT s.judge_id, s.project_id, count(*)
FROM `project_scores` s JOIN `scoring_criteria` c ON c.id = s.criteria_id
WHERE c.is_active = 1
GROUP BY s.judge_id, s.project_id;
--> statement-breakpoint
-- A score for an active criterion: one more. (An upsert that changes a score fires no INSERT trigger.)
CREATE TRIGGER `judge_progress_score_added` AFTER INSERT ON `project_scores`
WHEN EXISTS (SELECT 1 FROM `scoring_criteria` WHERE id = NEW.criteria_id AND is_active = 1)
BEGIN
  INSERT INTO `judge_progress` (`judge_id`, `project_id`, `scored`) VALUES (NEW.judge_id, NEW.project_id, 1)
  ON CONFLICT (`judge_id`, `project_id`) DO UPDATE SET `scored` = `scored` + 1;
END;
--> statement-breakpoint
-- A score removed (also by a project's or a judge's deletion): one fewer; a pair with none left goes.
CREATE TRIGGER `judge_progress_score_removed` AFTER DELETE ON `project_scores`
WHEN EXISTS (SELECT 1 FROM `scoring_criteria` WHERE id = OLD.criteria_id AND is_active = 1)
BEGIN
  UPDATE `judge_progress` SET `scored` = `scored` - 1
  WHERE `judge_id` = OLD.judge_id AND `project_id` = OLD.project_id;
  DELETE FROM `judge_progress`
  WHERE `judge_id` = OLD.judge_id AND `project_id` = OLD.project_id AND `scored` <= 0;
END;
--> statement-breakpoint
-- A score moved to another judge, project or criterion (the app never does this): both pairs counted again.
CREATE TRIGGER `judge_progress_score_moved` AFTER UPDATE OF `judge_id`, `project_id`, `criteria_id` ON `project_scores`
BEGIN
  DELETE FROM `judge_progress`
  WHERE (`judge_id` = OLD.judge_id AND `project_id` = OLD.project_id)
     OR (`judge_id` = NEW.judge_id AND `project_id` = NEW.project_id);
  INSERT INTO `judge_progress` (`judge_id`, `project_id`, `scored`)
  SELECT s.judge_id, s.project_id, count(*)
  FROM `project_scores` s JOIN `scoring_criteria` c ON c.id = s.criteria_id
  WHERE c.is_active = 1
    AND ((s.judge_id = OLD.judge_id AND s.project_id = OLD.project_id)
      OR (s.judge_id = NEW.judge_id AND s.project_id = NEW.project_id))
  GROUP BY s.judge_id, s.project_id;
END;
--> statement-breakpoint
-- A criterion switched on or off, or deleted (after its scores, by the cascade): everything counted again.
-- The organiser does this a handful of times per event; it reads every score once.
CREATE TRIGGER `judge_progress_criterion_switched` AFTER UPDATE OF `is_active` ON `scoring_criteria`
WHEN OLD.is_active IS NOT NEW.is_active
BEGIN
  DELETE FROM `judge_progress`;
  INSERT INTO `judge_progress` (`judge_id`, `project_id`, `scored`)
  SELECT s.judge_id, s.project_id, count(*)
  FROM `project_scores` s JOIN `scoring_criteria` c ON c.id = s.criteria_id
  WHERE c.is_active = 1
  GROUP BY s.judge_id, s.project_id;
END;
--> statement-breakpoint
CREATE TRIGGER `judge_progress_criterion_deleted` AFTER DELETE ON `scoring_criteria`
BEGIN
  DELETE FROM `judge_progress`;
  INSERT INTO `judge_progress` (`judge_id`, `project_id`, `scored`)
  SELECT s.judge_id, s.project_id, count(*)
  FROM `project_scores` s JOIN `scoring_criteria` c ON c.id = s.criteria_id
  WHERE c.is_active = 1
  GROUP BY s.judge_id, s.project_id;
END;
