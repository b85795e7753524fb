// Fired on window whenever a toast is raised, so the Toaster hydrates for a toast raised by a plain
// script before any island was live (client:with-islands, src/platform/hydrate-with-islands.ts).
export const TOAST_RAISED = "grocers:toast";
