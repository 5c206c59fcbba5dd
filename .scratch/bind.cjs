const { serialize } = require('pg-protocol');
const utils = require('pg/lib/utils');
const hash = require('crypto').randomBytes(32);
const vals = ['01a21615-7218-7007-af34-60d21692a01d', 3, '123', '01a21615-7218-7007-af34-60d21692a01e', new Date().toISOString(), 'ACTOR_API_KEY', '01a21615-7218-7007-af34-60d21692a01f', '/v1/customer/create', '{"customer"}', '{"01a21615-7218-7007-af34-60d21692a01d"}', 1, 'req-abc', hash];
const vm = (v) => utils.prepareValue(v);
for (const [name, values] of [['audit13', vals], ['nobuf', vals.slice(0, 12)], ['customer5', vals.slice(0, 5)]]) {
  for (let w = 0; w < 3; w++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 200000; i++) serialize.bind({ statement: 's9', values, valueMapper: vm });
    const t = Number(process.hrtime.bigint() - t0) / 200000;
    if (w === 2) console.log(name, (t / 1000).toFixed(2), 'µs');
  }
}
