-- Who uploaded a circular ("admin" or the verified owner's address), for the admin's Circulars tab (ADR 037).
-- Older rows stay null: they were uploaded before it was recorded.
ALTER TABLE "circulars" ADD COLUMN "uploaded_by" text;
