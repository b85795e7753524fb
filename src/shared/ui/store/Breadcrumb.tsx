// "Home / City / Store": a labelled nav whose last item is the current page. Links are 44 px tap
// targets both ways (WCAG 2.5.5), though the text is small.
export interface Crumb {
  name: string;
  href?: string;
}

export default function Breadcrumb({ items, className = "" }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-600">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden="true" className="text-cream-300">
                /
              </span>
            )}
            {item.href ? (
              <a
                href={item.href}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 underline-offset-4 hover:text-leaf-800 hover:underline"
              >
                {item.name}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
