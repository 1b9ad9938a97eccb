import { sql } from "drizzle-orm";
import { STATUS_CODES } from "../src/domain/projects/statuses";
import type { Db } from "../src/server/db/client";

/**
 * Bulk rows for the scale checks (issue 8 item 5): the EXPLAIN test (test/list-indexes.test.ts) and the scale
 * bench (bench/scale.ts). Everything is inserted by `generate_series` SQL, never through the API, so a
 * million tasks take seconds. Ids are derived from the row's number (`md5(kind || n)::uuid`), so a later
 * call with a larger `projects` adds only the rows numbered after `from` and keeps referential integrity.
 *
 * Shape: `projects / 50` clients (at least 20) share the projects round robin, except every 10th project,
 * which belongs to `hotClientId` (one client with many projects); one published version each (version 1,
 * every 25th enabled for freelancers); `tasksPerProject` tasks each, half unassigned, the first task of every 10th of
 * the first 1,000 projects assigned to `freelancerUserId` (100 tasks whatever the size), the rest spread over 20 other freelancers; `messagesPerProject`
 * messages each, alternating client and manager; one audit row, one notification and one sign-in per
 * project; project n created 5n minutes after a start 400 days ago. As on a platform where projects move on, the
 * newest 500 are open (REQUESTED or UNDER_REVIEW: the freelancer browser's), the next 500 active (ACCEPTED to
 * IN_PROGRESS_AFTER_PAYMENT: Task Mapping's) and all older ones COMPLETED or CLOSED, at any size.
 */
export interface ScaleSeed {
  /** Projects wanted in total after this call. */
  projects: number;
  /** Projects already seeded by an earlier call (0 for the first). */
  from?: number;
  tasksPerProject: number;
  messagesPerProject: number;
  /** The profile that owns every 10th project. */
  hotClientId: string;
  /** A freelancer's profile (with a freelancers row): 100 tasks assigned, at any size. */
  freelancerUserId: string;
  /** A staff profile: the other author of messages. */
  managerId: string;
}

/** The number of generated clients for `projects` projects. */
const clientCount = (projects: number) => Math.max(20, Math.floor(projects / 50));

/** Inserts the rows numbered `from + 1 .. projects` (see {@link ScaleSeed}); then ANALYZE. */
export async function seedScale(db: Db, options: ScaleSeed): Promise<void> {
  const from = options.from ?? 0;
  const to = options.projects;
  const clients = clientCount(to);
  const oldClients = from === 0 ? 0 : clientCount(from);
  const statuses = sql.raw(`array[${STATUS_CODES.map((s) => `'${s}'`).join(",")}]`);
  const hot = options.hotClientId;
  const freelancer = options.freelancerUserId;
  const manager = options.managerId;
  const T = options.tasksPerProject;
  const M = options.messagesPerProject;
  // Generated people: clients c1..cN and freelancers f1..f20 (with freelancers rows).
  await db.execute(sql`
    insert into profiles (id, email, full_name, role, created_at)
    select md5('c' || n)::uuid, 'scale-client-' || n || '@example.com', 'Scale Client ' || n, 'client',
      now() - interval '400 days'
    from generate_series(${oldClients + 1}::int, ${clients}::int) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, email, full_name, role, created_at)
    select md5('f' || n)::uuid, 'scale-freelancer-' || n || '@example.com', 'Scale Freelancer ' || n,
      'freelancer', now() - interval '400 days'
    from generate_series(1, 20) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into freelancers (id, user_id, title, hourly_rate)
    select md5('fr' || n)::uuid, md5('f' || n)::uuid, 'Developer', 150000
    from generate_series(1, 20) n
    on conflict do nothing`);
  // Project n is created 5n minutes after a start 400 days ago, so a larger seed adds newer projects; the
  // ones open or active until now move on to COMPLETED, so the newest 1,000 are the current ones at any size.
  if (from > 0) {
    await db.execute(
      sql`update projects set status_code = 'COMPLETED' where status_code not in ('COMPLETED', 'CLOSED')`,
    );
  }
  await db.execute(sql`
    insert into projects (id, client_id, status_code, status, current_version, created_at, updated_at)
    select md5('p' || n)::uuid,
      case when n % 10 = 0 then ${hot}::uuid else md5('c' || (1 + n % ${clients}::int))::uuid end,
      case
        when n > ${to}::int - 500 then (${statuses})[1 + n % 2]
        when n > ${to}::int - 1000 then (${statuses})[3 + n % 5]
        else (${statuses})[8 + n % 2]
      end, case when n % 97 = 0 then 'cancelled' else 'requested' end, 1,
      now() - interval '400 days' + n * interval '5 minutes', now() - interval '400 days' + n * interval '5 minutes'
    from generate_series(${from + 1}::int, ${to}::int) n`);
  await db.execute(sql`
    insert into project_versions (id, project_id, version_number, title, description, estimated_budget,
      freelancer_budget, required_skills, enabled_for_freelancer, created_at)
    select md5('v' || n)::uuid, md5('p' || n)::uuid, 1, 'Scale project ' || n,
      'A generated project brief number ' || n, 5000000 + (n % 100) * 10000, 3000000,
      '["React", "Node.js"]'::jsonb, n % 25 = 0, now() - interval '400 days' + n * interval '5 minutes'
    from generate_series(${from + 1}::int, ${to}::int) n`);
  await db.execute(sql`
    insert into project_tasks (id, project_id, project_version_id, title, status, priority, estimated_hours,
      estimated_budget, due_date, assigned_to, position, created_at)
    select md5('t' || n || '-' || k)::uuid, md5('p' || n)::uuid, md5('v' || n)::uuid, 'Task ' || k || ' of ' || n,
      case when k % 2 = 0 then 'pending' else 'in_progress' end, 'medium', 8, 800000,
      case when k % 4 = 0 then null else (current_date + ((n + k) % 200))::date end,
      case
        when k = 1 and n % 10 = 5 and n <= 1000 then ${freelancer}::uuid
        when k % 2 = 0 then null
        else md5('f' || (1 + (n + k) % 20))::uuid
      end,
      k, now() - interval '400 days' + n * interval '5 minutes'
    from generate_series(${from + 1}::int, ${to}::int) n, generate_series(1, ${T}::int) k`);
  await db.execute(sql`
    insert into project_messages (id, project_id, sender_id, sender_role, message_content, created_at)
    select md5('m' || n || '-' || k)::uuid, md5('p' || n)::uuid,
      case when k % 2 = 1
        then case when n % 10 = 0 then ${hot}::uuid else md5('c' || (1 + n % ${clients}::int))::uuid end
        else ${manager}::uuid end,
      case when k % 2 = 1 then 'client' else 'manager' end, 'Message ' || k || ' on project ' || n,
      now() - interval '400 days' + n * interval '5 minutes' + k * interval '1 minute'
    from generate_series(${from + 1}::int, ${to}::int) n, generate_series(1, ${M}::int) k`);
  await db.execute(sql`
    insert into audit_log (id, actor_id, action, entity, entity_id, after, at)
    select md5('a' || n)::uuid,
      case when n % 10 = 0 then ${hot}::uuid else md5('c' || (1 + n % ${clients}::int))::uuid end,
      case when n % 3 = 0 then 'project.status' else 'project.submit' end, 'project', md5('p' || n)::text,
      '{"status_code": "REQUESTED"}'::jsonb, now() - interval '400 days' + n * interval '5 minutes'
    from generate_series(${from + 1}::int, ${to}::int) n`);
  await db.execute(sql`
    insert into notifications (id, user_id, kind, title, body, link, read_at, created_at)
    select md5('n' || n)::uuid,
      case when n % 10 = 0 then ${hot}::uuid else md5('c' || (1 + n % ${clients}::int))::uuid end,
      'message', 'New message', 'A manager wrote on project ' || n, '/project/' || md5('p' || n)::uuid,
      case when n % 3 = 0 then null else now() end, now() - interval '400 days' + n * interval '5 minutes'
    from generate_series(${from + 1}::int, ${to}::int) n`);
  await db.execute(sql`
    insert into login_history (id, user_id, login_time, device, location, locale, ip_address)
    select md5('l' || n)::uuid,
      case when n % 10 = 0 then ${hot}::uuid else md5('c' || (1 + n % ${clients}::int))::uuid end,
      now() - interval '400 days' + n * interval '5 minutes', 'Chrome on Linux', 'India', 'en-IN', '10.0.0.1'
    from generate_series(${from + 1}::int, ${to}::int) n`);
  await db.execute(sql`analyze`);
}
