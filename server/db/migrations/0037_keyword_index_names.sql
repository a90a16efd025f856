-- Keyword trigram indexes are named after their keyword (<table>_<keyword>_trgm) and made at start from the
-- declarations; the customer's company name had its own name.
ALTER INDEX IF EXISTS "customers_company_trgm" RENAME TO "customers_company_name_trgm";
