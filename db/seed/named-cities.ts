// Towns the product's copy and tests name, so every dataset has them. Other places share these
// names (Decatur, GA; Albany, OR; ...): the state is part of the identity.
export const NAMED_CITIES = [
  ["Albany", "NY"],
  ["Mankato", "MN"],
  ["Grand Forks", "ND"],
  ["Decatur", "IL"],
] as const;
