import type { AuditAction, AuditPage } from '@pkr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Rows per page of the Audit tab. */
export const AUDIT_PAGE_SIZE = 20;
const AUDIT_URL = '/api/admin/audit';

export type AuditFilters = { adminId?: string | undefined; action?: AuditAction | undefined; before?: number | undefined };

/** GET /api/admin/audit?limit&before&adminId&action: the audit log newest first, one page. */
export function getAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (filters.before !== undefined) params.set('before', String(filters.before));
  if (filters.adminId) params.set('adminId', filters.adminId);
  if (filters.action) params.set('action', filters.action);
  return api.get<AuditPage>(`${AUDIT_URL}?${params.toString()}`, { signal });
}

export function useAuditLog(filters: AuditFilters) {
  // Opening the tab or a page always asks again: the log grows with every action.
  return useQuery({ queryKey: [AUDIT_URL, filters], queryFn: ({ signal }) => getAuditLog(filters, signal), staleTime: 0, placeholderData: keepPreviousData });
}
