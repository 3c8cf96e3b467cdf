-- Trigram matching for the transaction search (?q= is ILIKE '%…%' on description and category).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
