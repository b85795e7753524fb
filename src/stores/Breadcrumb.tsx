// "Home / City / Store": a labelled nav whose last item is the current page. Links are 44 px tap
// targets both ways (WCAG 2.5.5), though the text is small. Its look is the `crumbs` rule in
// global.css (on every store, town and best-deals page).
export interface Crumb {
  name: string;
  href?: string;
}

export default function Breadcrumb({ items, className = "" }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`crumbs ${className}`.trim()}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href ? <a href={item.href}>{item.name}</a> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
