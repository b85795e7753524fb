// The search pill of the home page and the search page: icon, field and submit button. Each caller
// adds its own behaviour (suggestions, a controlled value) through the input's props.
import { forwardRef, type ComponentProps } from "react";
import Icon from "./Icon.tsx";

interface Props extends Omit<ComponentProps<"input">, "type" | "name" | "className"> {
  submitDisabled?: boolean;
}

const SearchField = forwardRef<HTMLInputElement, Props>(function SearchField({ submitDisabled, ...input }, ref) {
  return (
    <div className="flex items-center gap-2 rounded-full border-2 border-cream-300 bg-white p-1.5 pl-4 shadow-card focus-within:border-leaf-600">
      <Icon name="search" className="shrink-0 text-ink-600" />
      <input
        ref={ref}
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        // An empty (or all-space) search is no search: the browser keeps the visitor on the page,
        // before hydration and without JavaScript too, instead of opening /search?q= (issue #43).
        required
        pattern=".*\S.*"
        title="Type a town name, a ZIP code or a store name."
        className="min-h-11 w-full min-w-0 flex-1 bg-transparent text-base text-ink-900 placeholder:text-ink-600 focus:outline-none focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        {...input}
      />
      <button type="submit" className="btn-primary shrink-0 px-4 sm:px-6" disabled={submitDisabled}>
        <span className="sr-only sm:not-sr-only">Search</span>
        <Icon name="arrow" className="sm:hidden" />
      </button>
    </div>
  );
});

export default SearchField;
