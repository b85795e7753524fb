-- Edit distance for short town names, where trigrams are too few to catch a typo ("Troy" / "Tory").
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
