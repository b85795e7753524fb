// "Show more" under a long list: the lists of ~300 cities render a page at a time.
export const CITY_PAGE = 30;

export default function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (shown >= total) return null;
  return (
    <div className="mt-6 text-center">
      <button type="button" className="btn-outline" onClick={onMore}>
        Show more ({(total - shown).toLocaleString("en-US")} more)
      </button>
    </div>
  );
}
