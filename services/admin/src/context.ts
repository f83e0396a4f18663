import type { BusClient, Pool } from '@pkr/platform';

/** What every admin handler is built from: the audit log's pool and the bus to the other services. */
export interface AdminContext {
  pool: Pool;
  client: BusClient;
}
