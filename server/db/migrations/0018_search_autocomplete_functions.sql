-- The autocomplete's statements as functions (ADR 0013): PL/pgSQL keeps their plans for the
-- session, so a request no longer pays for parsing and planning them, and ranking is one function.

-- How well a document matches: the words as typed (+1) outrank typo corrections; then the best
-- field holding every word: the title (+1), else title and place (+0.4), else anywhere (+0.1); a
-- title that starts with the phrase (+0.5); and popularity. One field tier per document, not a sum
-- per matching word: a town called "Rio Rico" does not outrank a popular trail for "ri" because two
-- of its words begin with it. Inlined by the planner.
CREATE OR REPLACE FUNCTION search_score(document tsvector, search_title text, popularity real, exact tsquery, query tsquery, phrase text)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN document @@ exact THEN 1 ELSE 0 END)
    + (CASE WHEN ts_filter(document, '{a}') @@ query THEN 1 WHEN ts_filter(document, '{a,b}') @@ query THEN 0.4 ELSE 0.1 END)
    + (CASE WHEN search_title LIKE phrase THEN 0.5 ELSE 0 END) + 0.05 * ln(1 + popularity) $$;
--> statement-breakpoint
-- Each typed word ({term, after, position}: `after` is the first text after every word beginning
-- with `term`, in byte order) as a tsquery: its prefix, OR, when no known word begins with it, its
-- nearest known words (up to 3, pg_trgm similarity >= 0.4, not much shorter, held by some published
-- document). With how many documents hold a word it matches, and the published total.
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
      FROM (SELECT w.word, w.documents FROM search_words w
        WHERE known.breadth = 0 AND length(t.term) >= 3 AND w.word % t.term AND similarity(w.word, t.term) >= 0.4
          AND length(w.word) >= length(t.term) - 1 AND w.documents > 0
        ORDER BY w.word <-> t.term LIMIT 3) n) fixed ON true
    ORDER BY t.position;
END $$;
--> statement-breakpoint
CREATE TYPE search_candidate AS (index text, ref_id integer, popularity real, search_title text, name_document tsvector);
--> statement-breakpoint
-- The best `result_limit` published documents matching `query`, ranked among the `slice` most
-- popular matches. Those are found by looking `seek` up in the full-text index (and checking the
-- rest of `query` on the rows found when `recheck`), or, when `seek` is null, by walking the
-- popularity index, which carries what matching needs.
CREATE OR REPLACE FUNCTION search_autocomplete(seek tsquery, recheck boolean, query tsquery, exact tsquery, phrase text, slice integer, result_limit integer)
  RETURNS TABLE (index text, ref_id integer, title text, town_name text, state_code text, state_title text, href text,
    difficulty_low smallint, difficulty_high smallint, length_miles double precision, rating double precision,
    review_count integer, latitude double precision, longitude double precision)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  candidates search_candidate[];
BEGIN
  IF seek IS NULL THEN
    candidates := ARRAY(SELECT ROW(d.index, d.ref_id, d.popularity, d.search_title, d.name_document)::search_candidate
      FROM search_documents d WHERE d.published AND ts_match_vq(d.name_document, query)
      ORDER BY d.popularity DESC NULLS LAST LIMIT slice);
  ELSE
    -- OFFSET 0 keeps the popularity order out of the lookup, which the planner would otherwise
    -- trade for a walk of the whole popularity index.
    candidates := ARRAY(SELECT ROW(d.index, d.ref_id, d.popularity, d.search_title, d.name_document)::search_candidate
      FROM (SELECT d.index, d.ref_id, d.popularity, d.search_title, d.name_document FROM search_documents d
        WHERE d.name_document @@ seek AND d.published
        AND (NOT recheck OR ts_match_vq(d.name_document, query)) OFFSET 0) d
      ORDER BY d.popularity DESC NULLS LAST LIMIT slice);
  END IF;
  RETURN QUERY
    WITH best AS (
      SELECT c.index, c.ref_id, c.popularity, c.search_title,
        search_score(c.name_document, c.search_title, c.popularity, exact, query, phrase) AS score
      FROM unnest(candidates) c
      ORDER BY score DESC, c.popularity DESC, c.search_title, c.index, c.ref_id LIMIT result_limit)
    SELECT d.index, d.ref_id, d.title, d.town_name, d.state_code, d.state_title, d.href, d.difficulty_low, d.difficulty_high,
      d.length_miles, d.rating, d.review_count, d.latitude, d.longitude
    FROM best JOIN search_documents d ON d.index = best.index AND d.ref_id = best.ref_id
    ORDER BY best.score DESC, best.popularity DESC, best.search_title, d.index, d.ref_id;
END $$;
