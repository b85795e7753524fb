// One circular in the admin's Circulars tab: thumbnail, store, file, dates, who uploaded it, links,
// and 'Take down'. Buttons carry the file and store for screen readers: every row has the same labels.
import { shortDay, type AdminCircularJson } from "./circulars-admin-api.ts";

interface Props {
  circular: AdminCircularJson;
  busy: boolean;
  onTakeDown: () => void;
}

export default function CircularRow({ circular, busy, onTakeDown }: Props) {
  const { store } = circular;
  const named = `${circular.originalFilename} of ${store.name}`;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-card sm:flex-row">
      {circular.thumbnailUrl ? (
        <img
          src={circular.thumbnailUrl}
          alt={`First page of ${named}`}
          width={96}
          height={124}
          loading="lazy"
          className="h-31 w-24 shrink-0 rounded-lg border border-cream-300 bg-white object-cover object-top"
        />
      ) : (
        <div className="flex h-31 w-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-cream-300 p-2 text-center text-xs text-ink-700">
          No preview
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words text-ink-900">
          <a href={store.href} className="underline underline-offset-2 hover:text-leaf-800">
            {store.name}
          </a>
          <span className="font-normal text-ink-700">
            {" "}
            · {store.cityName}, {store.state}
          </span>
        </h3>
        <p className="break-words text-ink-900">{circular.originalFilename}</p>
        <p className="text-sm text-ink-700">
          <span className={circular.scheduled ? "font-semibold text-ink-900" : "font-semibold text-leaf-800"}>
            {circular.scheduled ? "Scheduled" : circular.status === "processing" ? "Processing" : "Current"}
          </span>{" "}
          · {shortDay(circular.startDate)} to {shortDay(circular.endDate)} · uploaded by{" "}
          {circular.uploadedBy ?? "(not recorded)"}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {circular.fileUrl && (
            <a href={circular.fileUrl} className="font-semibold text-leaf-800 underline underline-offset-2">
              Open the PDF<span className="sr-only"> {named}</span>
            </a>
          )}
          <button type="button" className="btn-outline text-red-800" disabled={busy} onClick={onTakeDown}>
            Take down<span className="sr-only"> {named}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
