// A calm "nothing here" panel: an icon, a title and what to do next. Built pages (the cities list,
// the home page, a town without stores) and islands (search) show the same one.
import type { ComponentProps, ReactNode } from "react";
import Icon, { type IconName } from "./Icon.tsx";

interface Props extends Omit<ComponentProps<"div">, "title"> {
  title: ReactNode;
  icon?: IconName;
  /** A heading where the panel stands in for a section's content; a paragraph inside one. */
  titleAs?: "h2" | "p";
  titleId?: string;
}

export default function EmptyState({
  title,
  icon = "store",
  titleAs: Title = "h2",
  titleId,
  className = "",
  children,
  ...rest
}: Props) {
  return (
    <div
      className={`rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center ${className}`}
      {...rest}
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
        <Icon name={icon} className="size-7" />
      </span>
      <Title id={titleId} className="mx-auto mt-4 max-w-md text-2xl font-semibold text-ink-900">
        {title}
      </Title>
      <div className="mx-auto mt-2 max-w-md text-ink-600">{children}</div>
    </div>
  );
}
