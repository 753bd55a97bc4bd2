ALTER TABLE "user_tracks" ADD COLUMN "elevation_profile" jsonb;--> statement-breakpoint
-- Tracks stored before profiles were kept get theirs here, computed as shared/domain/elevation-profile.ts
-- does on write: 200 equal stretches of distance along each segment (the gap between segments is
-- not travelled), each the average distance and elevation of its points that carry one.
WITH points AS (
  SELECT t.id, s.ordinality AS segment, p.ordinality AS position,
         (p.value->>0)::float8 AS lng, (p.value->>1)::float8 AS lat, (p.value->>2)::float8 AS elevation
  FROM "user_tracks" t
  CROSS JOIN LATERAL json_array_elements(t.geometry->'coordinates') WITH ORDINALITY s(value, ordinality)
  CROSS JOIN LATERAL json_array_elements(s.value) WITH ORDINALITY p(value, ordinality)
  WHERE t.elevation_gain_metres IS NOT NULL
), legs AS (
  SELECT id, segment, position, elevation, lng, lat,
         lag(lng) OVER w AS previous_lng, lag(lat) OVER w AS previous_lat
  FROM points
  WINDOW w AS (PARTITION BY id, segment ORDER BY position)
), along AS (
  SELECT id, elevation,
         sum(CASE WHEN previous_lat IS NULL THEN 0 ELSE 2 * 6371008.8 * asin(least(1, sqrt(
           power(sin(radians(lat - previous_lat) / 2), 2)
           + cos(radians(previous_lat)) * cos(radians(lat)) * power(sin(radians(lng - previous_lng) / 2), 2)
         ))) END) OVER (PARTITION BY id ORDER BY segment, position) AS distance
  FROM legs
), totals AS (
  SELECT id, max(distance) AS travelled FROM along GROUP BY id
), stretches AS (
  SELECT a.id,
         CASE WHEN t.travelled = 0 THEN 0 ELSE least(199, floor(a.distance / t.travelled * 200)) END AS stretch,
         round(avg(a.distance)) AS distance, round(avg(a.elevation)::numeric, 1) AS elevation
  FROM along a JOIN totals t USING (id)
  WHERE a.elevation IS NOT NULL
  GROUP BY a.id, 2
)
UPDATE "user_tracks" u
SET elevation_profile = profiles.profile
FROM (
  SELECT id, jsonb_agg(jsonb_build_array(distance, elevation) ORDER BY stretch) AS profile FROM stretches GROUP BY id
) profiles
WHERE u.id = profiles.id;
