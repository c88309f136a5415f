// The admin cache (spec admin §3): cron_status records the scheduled jobs' last success, and
// counts holds the dashboard's counts as refreshAdminCache last computed them.
export const CRON_STATUS_PATH = 'admin_cache/cron_status';
export const ADMIN_COUNTS_PATH = 'admin_cache/counts';
