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
-- The seeded criteria still as they were seeded get their words in Spanish (db/criteria.es.ts).
INSERT INTO `criterion_words` ("criterion_id", "language", "name", "description", "levels") SELECT "id", 'es', 'Originalidad', 'Una idea nueva, o un giro nuevo a un problema de siempre, contada con sus propias palabras.', CASE WHEN "levels" = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' THEN '[{"from":0,"word":"Empezando"},{"from":4,"word":"Avanzando"},{"from":7,"word":"Muy bien"},{"from":9,"word":"Excelente"}]' ELSE NULL END FROM `scoring_criteria` WHERE "name" = 'Originality' AND "description" = 'A fresh idea or a new twist on an old problem, in the young inventor’s own words.';--> statement-breakpoint
INSERT INTO `criterion_words` ("criterion_id", "language", "name", "description", "levels") SELECT "id", 'es', 'Buen uso de la IA', 'La IA ayuda al proyecto a hacer algo que sin ella no haría igual de bien.', CASE WHEN "levels" = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' THEN '[{"from":0,"word":"Empezando"},{"from":4,"word":"Avanzando"},{"from":7,"word":"Muy bien"},{"from":9,"word":"Excelente"}]' ELSE NULL END FROM `scoring_criteria` WHERE "name" = 'Meaningful use of AI' AND "description" = 'AI helps the project do something it could not do as well without it.';--> statement-breakpoint
INSERT INTO `criterion_words` ("criterion_id", "language", "name", "description", "levels") SELECT "id", 'es', 'Pensamiento científico', 'Una pregunta clara, una idea de cuál puede ser la respuesta y razones que tienen sentido.', CASE WHEN "levels" = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' THEN '[{"from":0,"word":"Empezando"},{"from":4,"word":"Avanzando"},{"from":7,"word":"Muy bien"},{"from":9,"word":"Excelente"}]' ELSE NULL END FROM `scoring_criteria` WHERE "name" = 'Scientific thinking' AND "description" = 'A clear question, a guess about the answer, and reasons that make sense.';--> statement-breakpoint
INSERT INTO `criterion_words` ("criterion_id", "language", "name", "description", "levels") SELECT "id", 'es', 'Construir y probar', 'Se construyó o se probó algo, y lo que pasó sirvió para mejorarlo.', CASE WHEN "levels" = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' THEN '[{"from":0,"word":"Empezando"},{"from":4,"word":"Avanzando"},{"from":7,"word":"Muy bien"},{"from":9,"word":"Excelente"}]' ELSE NULL END FROM `scoring_criteria` WHERE "name" = 'Making and testing' AND "description" = 'Something was built or tried out, and what happened was used to improve it.';--> statement-breakpoint
INSERT INTO `criterion_words` ("criterion_id", "language", "name", "description", "levels") SELECT "id", 'es', 'Presentación', 'El proyecto se entiende bien y muestra lo que aprendió quien lo inventó.', CASE WHEN "levels" = '[{"from":0,"word":"Getting started"},{"from":4,"word":"Growing"},{"from":7,"word":"Strong"},{"from":9,"word":"Outstanding"}]' THEN '[{"from":0,"word":"Empezando"},{"from":4,"word":"Avanzando"},{"from":7,"word":"Muy bien"},{"from":9,"word":"Excelente"}]' ELSE NULL END FROM `scoring_criteria` WHERE "name" = 'Presentation' AND "description" = 'The project is easy to understand and shows what the inventor learned.';--> statement-breakpoint
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