import type { ColumnType, Generated } from "kysely";

/**
 * Table types as Kysely sees them. Column values differ by dialect (SQLite stores booleans as 0/1,
 * JSON as text and timestamps as ISO text; PostgreSQL uses boolean, jsonb and timestamptz), so the
 * raw types are loose here and the query modules turn rows into the typed objects of app/lib.
 */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
type Json = ColumnType<unknown, string, string>;
type Timestamp = ColumnType<string | Date, string, string>;

export interface ContentPagesTable {
  id: string;
  slug: string;
  title: string;
  parent_id: string | null;
  sort_order: Generated<number>;
  is_published: Bool;
  is_legal: Bool;
  content_type: string;
  show_in_footer_navigation: Bool;
  content: Json;
  meta_title: string | null;
  meta_description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
  /**
   * The working copy of a published page while it differs from the published state (the columns
   * above); all null otherwise, and always null before the first publish (migration 0009).
   */
  draft_title: string | null;
  draft_content: ColumnType<unknown, string | null, string | null>;
  draft_meta_title: string | null;
  draft_meta_description: string | null;
  /** When a working copy last went live; null: never published. */
  published_at: ColumnType<string | Date | null, string | null, string | null>;
  /** When the working copy goes live by itself (migration 0012); null: no schedule. */
  publish_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** Shown in the header's main menu (migration 0014; existing pages: true). */
  show_in_menu: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** Short label in the menu and breadcrumbs; null: the title. */
  menu_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who made it (migration 0017); null for older and imported content. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Review (migration 0018): 'pending' | 'returned' | null. */
  review_status: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'Freigabe erforderlich': published only through a review (migration 0018). */
  review_required: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

export interface SiteSettingsTable {
  id: string;
  settings: Json;
  updated_at: Timestamp;
}

export interface ContentFoldersTable {
  id: string;
  name: string;
  parent_id: string | null;
  path: string;
  is_download_folder: Bool;
  /** Order among siblings (downloads page); ties by name. */
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface ContentAssetsTable {
  id: string;
  name: string;
  description: string | null;
  alt_text: string | null;
  file_path: string;
  asset_type: string;
  mime_type: string;
  file_size: number;
  folder_id: string | null;
  /** Pixels, images only (read with sharp at upload). */
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: Timestamp;
}

export interface PageRevisionsTable {
  id: string;
  page_id: string;
  title: string;
  slug: string;
  content: Json;
  meta_title: string | null;
  meta_description: string | null;
  summary: string;
  author_id: string | null;
  /** save, created, publish, unpublish, discard, restore, links, fix (migrations 0008, 0009). */
  kind: Generated<string>;
  /** Last save merged into this revision (a run of saves); null: never updated. */
  updated_at: ColumnType<string | Date | null, string | null, string | null>;
  created_at: Timestamp;
}

export interface PageTemplatesTable {
  id: string;
  name: string;
  description: string | null;
  content: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RedirectsTable {
  id: string;
  from_path: string;
  to_path: string;
  status_code: Generated<number>;
  hits: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChangeEventsTable {
  id: Generated<number>;
  topic: string;
  action: string;
  page_id: string | null;
  slug: string | null;
  is_public: Bool;
  created_at: Timestamp;
  /** 'site' or 'page' (migration 0010). */
  scope: ColumnType<string, string | undefined, string>;
  /** JSON array of the page's addresses when scope is 'page'. */
  paths: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface GonePathsTable {
  path: string;
  deleted_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  reset_at: number;
}

export interface ContactSubmissionsTable {
  id: string;
  page_id: string | null;
  page_title: string;
  page_path: string;
  block_id: string;
  form_title: string;
  /** ContactValue[] (label, name, type, value) as the form asked them. */
  answers: Json;
  subject: string;
  sender_email: string | null;
  sender_name: string | null;
  recipient: string;
  ip_hash: string;
  mail_id: string | null;
  confirmation_mail_id: string | null;
  search_text: string;
  read_at: ColumnType<string | Date | null, string | null, string | null>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  transport: string;
  eml_path: string | null;
  message_id: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<string | Date | null, string | null, string | null>;
}

export interface AnalyticsEventsTable {
  at: number;
  day: string;
  path: string;
  status: number;
  visitor: string;
  referrer: string | null;
  campaign: string | null;
  device: string;
  browser: string;
}

export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface ImportItemsTable {
  source: string;
  source_id: string;
  kind: string;
  target_id: string;
  imported_version: number | null;
  imported_at: Timestamp;
}

export interface BackgroundJobsTable {
  id: string;
  kind: string;
  status: string;
  done: Generated<number>;
  total: Generated<number>;
  message: string | null;
  result: string | null;
  error: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserStatusTable {
  user_id: string;
  active: Bool;
  deactivated_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_sign_in_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface InvitationsTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  accepted_by: string | null;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  object_title: string | null;
  address: string | null;
  detail: string | null;
}

/** One review step (migration 0018): submit, approve, return. */
export interface PageReviewsTable {
  id: string;
  page_id: string;
  action: string;
  /** The note of a submission, the comment of a return. */
  message: string | null;
  user_id: string | null;
  user_name: string | null;
  revision_id: string | null;
  created_at: Timestamp;
}

/** A reviewer's note pinned to one block ('Anmerkung', migration 0018). */
export interface PageAnnotationsTable {
  id: string;
  page_id: string;
  block_id: string;
  body: string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Timestamp;
  resolved_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  resolved_by: string | null;
  resolved_by_name: string | null;
}

/** Who has a page open (one row per browser tab, migration 0018); stale after 30 s. */
export interface PagePresenceTable {
  page_id: string;
  client_id: string;
  user_id: string;
  user_name: string;
  /** edit | view */
  mode: string;
  /** builder | slides | inline */
  surface: string;
  since: Timestamp;
  seen_at: Timestamp;
}

/** A shareable preview of a page's working copy (migration 0018). */
export interface PreviewLinksTable {
  id: string;
  page_id: string;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface DB {
  content_pages: ContentPagesTable;
  site_settings: SiteSettingsTable;
  content_folders: ContentFoldersTable;
  content_assets: ContentAssetsTable;
  user_roles: UserRolesTable;
  page_revisions: PageRevisionsTable;
  page_templates: PageTemplatesTable;
  redirects: RedirectsTable;
  change_events: ChangeEventsTable;
  gone_paths: GonePathsTable;
  app_meta: AppMetaTable;
  rate_limits: RateLimitsTable;
  contact_submissions: ContactSubmissionsTable;
  mail_outbox: MailOutboxTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  import_items: ImportItemsTable;
  background_jobs: BackgroundJobsTable;
  user_status: UserStatusTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  page_reviews: PageReviewsTable;
  page_annotations: PageAnnotationsTable;
  page_presence: PagePresenceTable;
  preview_links: PreviewLinksTable;
}
