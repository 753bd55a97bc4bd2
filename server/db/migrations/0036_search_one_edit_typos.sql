-- Short typos (issue 34): "ourey", "utha", "moob" share too few trigrams with "ouray", "utah", "moab"
-- for pg_trgm to find them. A typed word of 4 or 5 letters that begins no known word is also
-- corrected to the known words one edit away (a letter dropped, added, changed, or two neighbours
-- swapped: Damerau-Levenshtein distance 1), looked up by the primary key, most held first; no
-- extension is needed, so PGlite and PostgreSQL answer alike. How known a place is then ranks the
-- documents (search_score's popularity).
CREATE OR REPLACE FUNCTION search_one_edit_words(term text)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH letters AS (SELECT unnest(string_to_array('abcdefghijklmnopqrstuvwxyz0123456789', NULL)) AS letter),
    places AS (SELECT generate_series(1, length(term) + 1) AS i)
  SELECT left(term, i - 1) || substr(term, i + 1) FROM places WHERE i <= length(term)
  UNION SELECT left(term, i - 1) || substr(term, i + 1, 1) || substr(term, i, 1) || substr(term, i + 2) FROM places WHERE i < length(term)
  UNION SELECT left(term, i - 1) || letter || substr(term, i + 1) FROM places CROSS JOIN letters WHERE i <= length(term)
  UNION SELECT left(term, i - 1) || letter || substr(term, i) FROM places CROSS JOIN letters $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_plan_terms(typed jsonb)
  RETURNS TABLE (query text, breadth bigint, total integer) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT coalesce(to_tsquery('simple', t.term || ':*') || fixed.query, to_tsquery('simple', t.term || ':*'))::text,
      known.breadth + coalesce(fixed.breadth, 0),
      (SELECT s.documents FROM search_index_state s WHERE s.id = 1)
    FROM jsonb_to_recordset(typed) AS t(term text, after text, position integer)
    CROSS JOIN LATERAL (SELECT coalesce(sum(w.documents), 0)::bigint AS breadth FROM search_words w
      WHERE w.word ~>=~ t.term AND w.word ~<~ t.after) known
    LEFT JOIN LATERAL (SELECT string_agg(quote_literal(n.word), ' | ')::tsquery AS query, sum(n.documents)::bigint AS breadth
      FROM ((SELECT w.word, w.documents FROM search_words w
          WHERE known.breadth = 0 AND length(t.term) >= 3 AND w.word % t.term AND similarity(w.word, t.term) >= 0.4
            AND length(w.word) >= length(t.term) - 1 AND w.documents > 0
          ORDER BY w.word <-> t.term LIMIT 3)
        UNION
        (SELECT w.word, w.documents FROM search_words w
          WHERE known.breadth = 0 AND length(t.term) BETWEEN 4 AND 5 AND w.documents > 0
            AND w.word IN (SELECT search_one_edit_words(t.term))
          ORDER BY w.documents DESC, w.word LIMIT 3)) n) fixed ON true
    ORDER BY t.position;
END $$;
