/** Shared SELECT of a course summary (teacher joined, pods aggregated): one query, no N+1. */
export const COURSE_SUMMARY_COLUMNS = `
  c.id, c.name, c.alias, c.alias_code, c.type,
  json_build_object('img', c.thumbnail, 'width', c.thumb_w, 'height', c.thumb_h) AS thumbnail,
  json_build_object('id', t.id, 'name', t.name, 'full_name', t.full_name, 'slug', t.slug, 'avatar', t.avatar) AS teacher,
  c.price, c.price_new, c.total_child, c.flatform_type,
  CASE WHEN c.vote_count > 0 THEN round(c.vote_total::numeric / c.vote_count, 1)::float8 ELSE 0 END AS vote_rate,
  c.vote_count, c.category_id, c.subject_id, c.short_description,
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'cycle', p.cycle, 'price', p.price) ORDER BY p.idx)
            FROM course_pods p WHERE p.course_id = c.id), '[]'::json) AS pods`;

export const COURSE_FROM = 'FROM courses c JOIN teachers t ON t.id = c.teacher_id';

/** SQL boolean: does user $<n> own course c (directly, through a group, or through an active plan)? */
export const entitledSql = (userParam: string) => `(
  EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = ${userParam}
          AND (e.course_id = c.id OR e.course_id IN (SELECT parent_id FROM course_children WHERE child_id = c.id))
          AND (e.expires_at IS NULL OR e.expires_at > now()))
  OR EXISTS (SELECT 1 FROM user_subscriptions s JOIN subscription_plans sp ON sp.id = s.plan_id
             WHERE s.user_id = ${userParam} AND s.end_date > now() AND sp.path = '/khoa-hoc/' || c.alias || '-' || c.alias_code))`;
