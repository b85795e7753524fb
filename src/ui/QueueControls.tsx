// The sort, filters and pager of a review queue (ADR 063), for any queue that answers the shared page
// shape (src/review/queue-query.ts): each filter lists its values with their counts, and
// the pager says where the admin is. The queue keeps the view; this only draws it and reports changes.
import { useId } from "react";
import type { FacetJson } from "../review/queue-query.ts";
import { pageCount } from "../review/queue-query.ts";
import { Field, Select } from "./form-fields.tsx";

export interface QueueFilter {
  name: string;
  label: string;
  /** The option for "no filter": "All states". */
  all: string;
  options: FacetJson[];
  value: string;
}

interface Props {
  sorts: { value: string; label: string }[];
  sort: string;
  filters: QueueFilter[];
  page: number;
  pageSize: number;
  matching: number;
  /** A change of sort or filter goes back to page 1; a page change keeps the rest. */
  onChange: (change: Record<string, string | number | undefined>) => void;
}

export default function QueueControls({ sorts, sort, filters, page, pageSize, matching, onChange }: Props) {
  const id = useId();
  const pages = pageCount(matching, pageSize);
  const first = matching === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(matching, page * pageSize);
  return (
    <div className="space-y-3 rounded-2xl border border-cream-300 bg-cream-50 p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field id={`${id}-sort`} label="Sort">
          {(control) => (
            <Select {...control} value={sort} onValue={(value) => onChange({ sort: value, page: 1 })}>
              {sorts.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {filters.map((filter) => (
          <Field key={filter.name} id={`${id}-${filter.name}`} label={filter.label}>
            {(control) => (
              <Select
                {...control}
                value={filter.value}
                onValue={(value) => onChange({ [filter.name]: value || undefined, page: 1 })}
              >
                <option value="">{filter.all}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label} ({option.count})
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      </div>
      <nav aria-label="Queue pages" className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
          Previous page
        </button>
        <p className="text-sm text-ink-700">
          {matching === 0 ? "Nothing matches." : `${first}-${last} of ${matching}, page ${page} of ${pages}`}
        </p>
        <button
          type="button"
          className="btn-outline"
          disabled={page >= pages}
          onClick={() => onChange({ page: page + 1 })}
        >
          Next page
        </button>
      </nav>
    </div>
  );
}
