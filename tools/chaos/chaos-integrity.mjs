// After the faults: is every acknowledged write in the database, and do the order, payment and
// cart rules of apps/gateway/src/db/schema hold on every row? `query(sql)` answers `{ rows }`
// (pg and PGlite both do), so one check serves PostgreSQL and a reopened PGlite folder.

/**
 * Rules that no interleaving of requests, kills and restarts may break. Each query answers the
 * rows that break its rule (none is the pass). Amounts are compared in SQL: bigint columns come
 * back as strings from pg.
 */
export const INVARIANTS = [
  {
    name: 'order total = lines + shipping - discount',
    sql: `select o.order_number from orders o
      left join (select order_id, sum(quantity::bigint * unit_price) as goods, count(*) as lines
                 from order_lines group by order_id) l on l.order_id = o.id
      where l.lines is null or o.subtotal <> l.goods
         or o.total <> o.subtotal + o.shipping_fee - o.discount`,
  },
  {
    name: 'group amounts = sum of its orders; discount = its vouchers',
    sql: `select g.group_number from order_groups g
      left join (select group_id, sum(subtotal) s, sum(shipping_fee) f, sum(discount) d, sum(total) t
                 from orders group by group_id) o on o.group_id = g.id
      where o.group_id is null or g.subtotal <> o.s or g.shipping_fee <> o.f or g.discount <> o.d
         or g.total <> o.t or g.total <> g.subtotal + g.shipping_fee - g.discount
         or g.discount <> coalesce((select sum((v->'discount'->>'amount')::bigint)
                                    from jsonb_array_elements(g.vouchers) v), 0)`,
  },
  {
    name: 'a paid group payment belongs to exactly one group, same customer, amount and currency',
    sql: `select p.id from payments p
      where p.status = 'paid' and p.subject_kind = 'order_group' and p.review_reason is null
        and (select count(*) from order_groups g
             where g.group_number = p.subject_id and g.customer_id = p.customer_id
               and g.total = p.amount and g.currency = p.currency and g.payment_status = 'paid') <> 1`,
  },
  {
    name: 'a paid group has exactly one paid payment (a second is held for review)',
    sql: `select g.group_number from order_groups g
      where g.payment_status = 'paid'
        and (select count(*) from payments p where p.subject_kind = 'order_group'
             and p.subject_id = g.group_number and p.status = 'paid' and p.review_reason is null) <> 1`,
  },
  {
    name: 'orders follow their group: paid -> past waiting_payment; unpaid -> waiting or canceled',
    sql: `select o.order_number from orders o join order_groups g on g.id = o.group_id
      where o.customer_id <> g.customer_id
         or (g.payment_status = 'paid' and (o.status = 'waiting_payment' or o.payment_status = 'unpaid'))
         or (g.payment_status <> 'paid' and o.status not in ('waiting_payment', 'canceled'))`,
  },
  {
    name: "an order's last event is its status",
    sql: `select o.order_number from orders o
      where o.status is distinct from (select e.status from order_events e where e.order_id = o.id
                                       order by e.seq desc limit 1)`,
  },
  {
    name: 'cart lines: quantity > 0, one line per variant, one product per submission, same owner, quoted',
    sql: `select cv.id::text from cart_variants cv join cart_items ci on ci.id = cv.cart_item_id
      left join inquiries i on i.id = ci.inquiry_id
      left join inquiry_variants iv on iv.inquiry_id = ci.inquiry_id and iv.variant_id = cv.variant_id
      where cv.quantity <= 0 or cv.customer_id <> ci.customer_id or i.customer_id <> ci.customer_id
         or iv.unit_price is null
      union all
      select cart_item_id::text from cart_variants group by cart_item_id, variant_id having count(*) > 1
      union all
      select inquiry_id::text from cart_items group by customer_id, inquiry_id having count(*) > 1`,
  },
  {
    name: "a customer's total order = paid groups + paid adjustments (counted once)",
    sql: `select c.email from customers c
      where c.email like 'bench.%'
        and c.total_order <> coalesce((select sum(g.total) from order_groups g
                                       where g.customer_id = c.id and g.payment_status = 'paid'), 0)
                           + coalesce((select sum(a.amount) from order_adjustments a
                                       join orders o on o.id = a.order_id
                                       where o.customer_id = c.id and a.paid_at is not null), 0)`,
  },
];

async function rows(query, sql) {
  return (await query(sql)).rows;
}

/** What the database holds of the writers' customers, read once and indexed for the ledger. */
async function snapshot(query, emails) {
  const list = emails.map((email) => `'${email.replaceAll("'", "''")}'`).join(',') || "''";
  const customers = await rows(query, `select id, email from customers where email in (${list})`);
  const ids = customers.map((row) => `'${row.id}'`).join(',') || 'null';
  const emailOf = new Map(customers.map((row) => [row.id, row.email]));
  const inquiries = await rows(
    query,
    `select iv.inquiry_id, iv.variant_id, iv.unit_price is not null as quoted
     from inquiry_variants iv where iv.customer_id in (${ids})`,
  );
  const cart = await rows(
    query,
    `select ci.inquiry_id, cv.variant_id, cv.quantity from cart_variants cv
     join cart_items ci on ci.id = cv.cart_item_id where ci.customer_id in (${ids})`,
  );
  const lines = await rows(
    query,
    `select g.group_number, g.customer_id, g.payment_status, l.product_id, l.variant_id, l.quantity
     from order_groups g join orders o on o.group_id = g.id join order_lines l on l.order_id = o.id
     where g.customer_id in (${ids})`,
  );
  const payments = await rows(
    query,
    `select subject_id, status from payments where subject_kind = 'order_group' and customer_id in (${ids})`,
  );
  const groups = new Map();
  const bought = new Set();
  for (const line of lines) {
    const email = emailOf.get(line.customer_id);
    const group = groups.get(line.group_number) ?? { email, paid: false, lines: new Set() };
    group.paid = line.payment_status === 'paid';
    group.lines.add(`${line.variant_id}:${Number(line.quantity)}`);
    groups.set(line.group_number, group);
    bought.add(`${email}:${line.product_id}:${line.variant_id}:${Number(line.quantity)}`);
  }
  return {
    submitted: new Set(inquiries.map((row) => `${row.inquiry_id}:${row.variant_id}`)),
    quoted: new Set(
      inquiries.filter((row) => row.quoted).map((row) => `${row.inquiry_id}:${row.variant_id}`),
    ),
    cart: new Map(cart.map((row) => [`${row.inquiry_id}:${row.variant_id}`, Number(row.quantity)])),
    groups,
    bought,
    payments: new Set(payments.map((row) => row.subject_id)),
    paid: new Set(payments.filter((row) => row.status === 'paid').map((row) => row.subject_id)),
  };
}

/** Whether the database shows what an acknowledged write did (or what a later attempt of its cycle did). */
function found(record, db) {
  const line = `${record.inquiryId}:${record.variantId}`;
  switch (record.kind) {
    case 'inquiry':
      return db.submitted.has(line);
    case 'quote':
      return db.quoted.has(line);
    case 'cart': {
      // This write's quantity or one tried after it; the line may since have been checked out.
      const allowed = record.quantities.slice(record.quantities.indexOf(record.quantity));
      if (allowed.includes(db.cart.get(line))) return true;
      return allowed.some((quantity) =>
        db.bought.has(`${record.customer}:${record.productId}:${record.variantId}:${quantity}`),
      );
    }
    case 'checkout': {
      const group = db.groups.get(record.groupNumber);
      const quantity = record.quantities.at(-1);
      return group?.email === record.customer && group.lines.has(`${record.variantId}:${quantity}`);
    }
    case 'payment':
      return db.payments.has(record.groupNumber);
    case 'settle':
      return db.paid.has(record.groupNumber) && db.groups.get(record.groupNumber)?.paid === true;
    default:
      throw new Error(`unknown write ${record.kind}`);
  }
}

/**
 * The verdict on one database after a scenario: acknowledged and lost writes by kind (with the
 * first few lost ones), and each broken rule with a few of the rows that break it.
 */
export async function checkIntegrity(query, ledger) {
  const emails = [...new Set(ledger.map((record) => record.customer))];
  const db = await snapshot(query, emails);
  const acknowledged = ledger.filter((record) => record.acknowledged);
  const lost = acknowledged.filter((record) => !found(record, db));
  const byKind = {};
  for (const record of acknowledged) {
    byKind[record.kind] ??= { acknowledged: 0, lost: 0 };
    byKind[record.kind].acknowledged += 1;
  }
  for (const record of lost) byKind[record.kind].lost += 1;
  const broken = [];
  for (const rule of INVARIANTS) {
    const offending = await rows(query, rule.sql);
    if (offending.length > 0) {
      broken.push({
        rule: rule.name,
        rows: offending.length,
        sample: offending.slice(0, 3).map((row) => Object.values(row)[0]),
      });
    }
  }
  return {
    attempted: ledger.length,
    acknowledged: acknowledged.length,
    lost: lost.length,
    lostSample: lost.slice(0, 5),
    byKind,
    broken,
  };
}
