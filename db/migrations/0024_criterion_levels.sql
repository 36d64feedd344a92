ALTER TABLE `scoring_criteria` ADD `levels` text;--> statement-breakpoint
UPDATE `scoring_criteria` SET `levels` = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' WHERE `max_points` = 10 AND `name` IN ('Originality', 'Meaningful use of AI', 'Scientific thinking', 'Making and testing', 'Presentation');
