import type { PoolClient } from 'pg';

/** One INSERT per table: rows travel as one JSON parameter and are typed by the table's row type. */
export async function insertRows(client: PoolClient, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!)
    .map((c) => `"${c}"`)
    .join(', ');
  await client.query(
    `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
