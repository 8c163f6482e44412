import { startLocalApi, LOCAL_SERVICE_ROLE_KEY } from './index.ts';
const api = await startLocalApi({ port: 0, dataDir: null, quiet: true });
const h = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
let r = await fetch(`${api.url}/rest/v1/quote_requests?select=*`, { method: 'POST', headers: { ...h, 'Content-Type': 'application/json', Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' }, body: JSON.stringify({ name: 'Pat', zip_code: '76643', dog_count: 2, in_service_area: true }) });
console.log(r.status, [...r.headers], await r.text());
r = await fetch(`${api.url}/rest/v1/quote_requests?select=*`, { headers: { ...h, Accept: 'application/vnd.pgrst.object+json' } });
console.log(r.status, [...r.headers], await r.text());
await api.close();
