// What an admin screen shows while its data loads, and when loading failed (with a retry).
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-8 text-center text-ink-700">
      Loading {what}…
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border-2 border-red-800 bg-cream-50 p-5">
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
