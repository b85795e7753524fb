// "Home / City / Store": a labelled nav whose last item is the current page.
export interface Crumb {
  name: string;
  href?: string;
}

export default function Breadcrumb({ items, className = "" }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-600">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden="true" className="text-cream-300">
                /
              </span>
            )}
            {item.href ? (
              <a href={item.href} className="rounded underline-offset-4 hover:text-leaf-800 hover:underline">
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
