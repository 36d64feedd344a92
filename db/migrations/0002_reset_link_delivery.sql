ALTER TABLE `password_reset_tokens` ADD `delivery` text DEFAULT 'log' NOT NULL;--> statement-breakpoint
ALTER TABLE `password_reset_tokens` ADD `link_ciphertext` text;