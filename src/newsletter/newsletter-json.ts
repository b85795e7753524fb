// JSON of the admin's Newsletter view and the owner's reach count (ADR 039).
export interface NewsletterAreaRow {
  /** null with a state: 'all of {state}'; both null: no town chosen yet. */
  citySlug: string | null;
  cityName: string | null;
  state: string | null;
  label: string;
  confirmed: number;
  pending: number;
  suppressed: number;
}

export interface DigestWeekJson {
  week: string;
  sent: number;
  skipped: number;
  failed: number;
  sending: number;
}

export interface NewsletterOverview {
  thisWeek: string;
  areas: NewsletterAreaRow[];
  lastDigest: DigestWeekJson | null;
}

export interface DigestRunJson {
  week: string;
  sent: number;
  skipped: number;
  failed: number;
  interrupted: number;
  done: boolean;
}

export type DigestPreviewJson =
  { empty: false; subject: string; text: string; htmlUrl: string } | { empty: true; areaLabel: string };

export interface DigestReachJson {
  /** Confirmed subscribers the town's next digest goes to: its own and its whole state's. */
  subscribers: number;
  town: string;
}
