/** Reads what the site stored, as the service role, through the local API's REST endpoint. */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export async function rows<T = Record<string, unknown>>(
  apiUrl: string,
  table: string,
  filter = '',
): Promise<T[]> {
  const response = await fetch(`${apiUrl}/rest/v1/${table}?select=*${filter ? `&${filter}` : ''}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Changes rows as the service role (a test moving a lead back in time, as the clock would). */
export async function updateRows(
  apiUrl: string,
  table: string,
  filter: string,
  values: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${filter}`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
}
