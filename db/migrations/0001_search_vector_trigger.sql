-- The search document of a video, kept by the database itself so that every write path
-- (API, seed, bulk import, hand-written SQL) leaves a searchable row.
-- Title and description are stemmed (english); tags, author and publisher are kept verbatim
-- (simple) so that names and tags match as typed. HTML tags in descriptions are skipped by
-- the default text-search parser.
CREATE OR REPLACE FUNCTION videos_search_vector_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.author, '') || ' ' || coalesce(NEW.publisher, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER videos_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, tags, author, publisher, description ON videos
  FOR EACH ROW EXECUTE FUNCTION videos_search_vector_refresh();
