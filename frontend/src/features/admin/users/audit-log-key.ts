/** The audit log's query key: read again after any change that writes an audit row. */
export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const;
