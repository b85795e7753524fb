// The short list of reasons the reject dialog offers (ADR 063): what sends most rows of a state's
// import back, in the words the lister reads. The reason stays editable.
export const REJECT_REASONS = [
  "This is not a grocery store (a convenience store, gas station, pharmacy or restaurant).",
  "This store has closed.",
  "This store belongs to a chain, not an independent grocer.",
  "This store is already listed.",
  "We could not find this store at that address.",
] as const;
