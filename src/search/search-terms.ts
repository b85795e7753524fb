// Understands what shoppers type: "mankato", "Mankato, MN", "grocery stores in Grand Forks ND",
// "56001". Pure, so the search function and its tests share it.
import { text } from "../platform/text.ts";

export const MAX_QUERY_LENGTH = 100;

export const searchQuerySchema = text()
  .max(1000, "That search is too long.")
  .transform((q) => q.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH));

// The parser has no zod, so browser code (the home box's town index) can use it alone.
export { parseSearchQuery, type ParsedQuery } from "./parse-query.ts";
