/**
 * The baseline of bench/http.bench.ts: a bare Fastify + pg server, no authentication, no framework
 * of ours, doing the same statements as the measured paths. Run by the bench in its own process:
 * node bin/run-ts.js bench/bare-server.ts DATABASE_URL TENANT_ID — prints "Listening on URL".
 *   GET  /get?id=…   primary-key SELECT of one customer
 *   POST /customer   INSERT … ON CONFLICT of a new customer
 *   POST /usage      INSERT … ON CONFLICT DO UPDATE of one day's usage {contractId, chargeItemId, unitId, targetDate, quantity}
 */
import Fastify from 'fastify';
import pg from 'pg';
import { newId } from '../src/lib/ids';

const [url, tenantId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 20 });
const app = Fastify({ logger: false });

app.get('/get', async (req) => {
  const { id } = req.query as { id: string };
  const { rows } = await pool.query('SELECT * FROM customer WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  return { customer: rows[0] };
});

app.post('/customer', async (req) => {
  const { name } = req.body as { name: string };
  const { rows } = await pool.query(
    'INSERT INTO customer (tenant_id, id, name) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING *',
    [tenantId, newId(), name],
  );
  return { customer: rows[0] };
});

app.post('/usage', async (req) => {
  const u = req.body as { contractId: string; chargeItemId: string; unitId: string; targetDate: string; quantity: string };
  const { rows } = await pool.query(
    `INSERT INTO daily_usage (tenant_id, id, contract_id, contract_charge_item_id, usage_unit_id, target_date, quantity, recorded_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, current_date)
     ON CONFLICT (tenant_id, contract_charge_item_id, usage_unit_id, target_date)
     DO UPDATE SET quantity = excluded.quantity, recorded_on = excluded.recorded_on, update_time = now()
     RETURNING *`,
    [tenantId, newId(), u.contractId, u.chargeItemId, u.unitId, u.targetDate, u.quantity],
  );
  return { usage: rows[0] };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Listening on ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
