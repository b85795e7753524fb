// POST /api/grocery-stores/{id}/suggestions - { kind, note?, duplicateOf?, email? }: a shopper
// suggests an edit (ADR 045); no account. The listing form's spam rules (honeypot, a limit per
// network) apply; answers 201 { id }. Nothing changes on the listing until an admin accepts it.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { guardPublicSubmission } from "../src/platform/public-submission.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { submitSuggestion } from "../src/review/submit-suggestion.server.ts";
import { suggestionSchema } from "../src/review/suggestion-schema.ts";

const SUGGESTIONS_PER_HOUR = 5;

export default handle({
  POST: async (request: Request, context: Context) => {
    const body = await readJson(request);
    const storeId = requireStoreId(context.params.id);
    const suggestion = suggestionSchema.parse(body);
    const db = await getDb();
    const network = await guardPublicSubmission(db, request, context, {
      nectar: suggestion.nectar,
      kind: "suggestion",
      perHour: SUGGESTIONS_PER_HOUR,
      tooManyMessage: "Too many suggestions from your network in the last hour. Please try again later.",
    });
    return json(await submitSuggestion(db, storeId, suggestion, network), { status: 201 });
  },
});

export const config = { path: "/api/grocery-stores/:id/suggestions" };
