import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261123000000_content_generations } from './Migration20261123000000_content_generations.js';
import { Migration20261124000000_members } from './Migration20261124000000_members.js';
import { Migration20261125000000_login_failures } from './Migration20261125000000_login_failures.js';
import { Migration20261126000000_verified_addresses } from './Migration20261126000000_verified_addresses.js';
import { Migration20261126000001_uploads_hardening } from './Migration20261126000001_uploads_hardening.js';
import { Migration20261127000000_premium_generation } from './Migration20261127000000_premium_generation.js';
import { Migration20261128100000_website_content } from './Migration20261128100000_website_content.js';
import { Migration20261128000001_ads } from './Migration20261128000001_ads.js';
import { Migration20261128000002_member_data_version } from './Migration20261128000002_member_data_version.js';
import { Migration20261128100001_website_seo_title } from './Migration20261128100001_website_seo_title.js';
import { Migration20261128100002_theme_heroes } from './Migration20261128100002_theme_heroes.js';
import { Migration20261129000000_magazine } from './Migration20261129000000_magazine.js';
import { Migration20261130000000_insights } from './Migration20261130000000_insights.js';
import { Migration20261201000000_api_keys } from './Migration20261201000000_api_keys.js';
import { Migration20261202000000_staff_invitations } from './Migration20261202000000_staff_invitations.js';
import { Migration20261203000000_budgets } from './Migration20261203000000_budgets.js';
import { Migration20261204000000_magazine_lists } from './Migration20261204000000_magazine_lists.js';
import { Migration20261205000000_feeds_search } from './Migration20261205000000_feeds_search.js';
import { Migration20261205100000_theme_counts } from './Migration20261205100000_theme_counts.js';
import { Migration20261207000000_staff_lists } from './Migration20261207000000_staff_lists.js';
import { Migration20261206000000_journal_search } from './Migration20261206000000_journal_search.js';

/** Every committed migration, in order. Add new ones at the end. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261123000000_content_generations', class: Migration20261123000000_content_generations },
  { name: 'Migration20261124000000_members', class: Migration20261124000000_members },
  { name: 'Migration20261125000000_login_failures', class: Migration20261125000000_login_failures },
  { name: 'Migration20261126000000_verified_addresses', class: Migration20261126000000_verified_addresses },
  { name: 'Migration20261126000001_uploads_hardening', class: Migration20261126000001_uploads_hardening },
  { name: 'Migration20261127000000_premium_generation', class: Migration20261127000000_premium_generation },
  { name: 'Migration20261128100000_website_content', class: Migration20261128100000_website_content },
  { name: 'Migration20261128000001_ads', class: Migration20261128000001_ads },
  { name: 'Migration20261128000002_member_data_version', class: Migration20261128000002_member_data_version },
  { name: 'Migration20261128100001_website_seo_title', class: Migration20261128100001_website_seo_title },
  { name: 'Migration20261128100002_theme_heroes', class: Migration20261128100002_theme_heroes },
  { name: 'Migration20261129000000_magazine', class: Migration20261129000000_magazine },
  { name: 'Migration20261130000000_insights', class: Migration20261130000000_insights },
  { name: 'Migration20261201000000_api_keys', class: Migration20261201000000_api_keys },
  { name: 'Migration20261202000000_staff_invitations', class: Migration20261202000000_staff_invitations },
  { name: 'Migration20261203000000_budgets', class: Migration20261203000000_budgets },
  { name: 'Migration20261204000000_magazine_lists', class: Migration20261204000000_magazine_lists },
  { name: 'Migration20261205000000_feeds_search', class: Migration20261205000000_feeds_search },
  { name: 'Migration20261205100000_theme_counts', class: Migration20261205100000_theme_counts },
  { name: 'Migration20261206000000_journal_search', class: Migration20261206000000_journal_search },
  { name: 'Migration20261207000000_staff_lists', class: Migration20261207000000_staff_lists },
];
