ALTER TABLE `stored_files` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each uploaded file's place in projects.files (its upload order) moves to its stored_files row
-- before the copy of the list goes.
UPDATE `stored_files` SET `position` = `listed`.`key`
FROM (SELECT `projects`.`id` AS `project_id`, `each`.`key`, `each`.`value` AS `name`
      FROM `projects`, json_each(`projects`.`files`) AS `each`) AS `listed`
WHERE `stored_files`.`role` = 'file'
  AND `stored_files`.`project_id` = `listed`.`project_id`
  AND `stored_files`.`name` = `listed`.`name`;--> statement-breakpoint
ALTER TABLE `projects` DROP COLUMN `files`;
