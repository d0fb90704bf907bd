/** The import command's usage line (in its own module: the CLI's entry and the command share it without a cycle). */
export const IMPORT_USAGE = "npm run cms -- import-wordpress <export.xml> [--dry-run] [--overwrite] [--keep-demo] [--drafts] [--menu=import|keep] [--media-from <wp-content/uploads>]";
