-- A guide's kept public lands name each land once: a line crossing several parcels of one forest
-- (PAD-US holds a forest as many parcels under one name) was kept with the name once per parcel.
-- The lists keep their order: agency, unit, name.
UPDATE "guide_surroundings" SET "public_lands" = coalesce(
  (
    SELECT jsonb_agg("land" ORDER BY "land"->>'agency', "land"->>'unit', "land"->>'name')
    FROM (SELECT DISTINCT "land" FROM jsonb_array_elements("guide_surroundings"."public_lands") AS "land") AS "distinct_lands"
  ),
  '[]'::jsonb
);
