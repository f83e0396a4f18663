import pg from 'pg';

export interface ServerFacts {
  version: string;
  major: number;
  /** The owner of each database that exists among those asked about. */
  owners: Map<string, string>;
  /** The roles that exist on the server. */
  roles: Set<string>;
}

/** What a backup or a restore checks before it starts: the server's version, its databases and roles. */
export async function serverFacts(adminUrl: string, databases: string[]): Promise<ServerFacts> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'backup' });
  await client.connect();
  try {
    const version = await client.query<{ version: string; num: string }>(
      "SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num",
    );
    const owners = await client.query<{ name: string; owner: string }>(
      'SELECT datname AS name, pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = ANY($1)',
      [databases],
    );
    const roles = await client.query<{ name: string }>('SELECT rolname AS name FROM pg_roles');
    return {
      version: version.rows[0]!.version,
      major: Math.floor(Number(version.rows[0]!.num) / 10_000),
      owners: new Map(owners.rows.map((row) => [row.name, row.owner])),
      roles: new Set(roles.rows.map((row) => row.name)),
    };
  } finally {
    await client.end();
  }
}
