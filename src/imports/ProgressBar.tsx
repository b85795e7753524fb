// A labelled progress bar: a native <progress> (announced by screen readers with its label) and
// the figure written out beside it, since colour and length alone say nothing to everyone.
import { useId } from "react";

export default function ProgressBar({
  label,
  value,
  max,
  text,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
}) {
  const id = useId();
  return (
    <div className="mt-3">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
        <span className="text-ink-700 tabular-nums">{text}</span>
      </div>
      <progress
        id={id}
        value={value}
        max={Math.max(1, max)}
        className="mt-1 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-leaf-700 [&::-webkit-progress-bar]:bg-cream-200 [&::-webkit-progress-value]:bg-leaf-700"
      />
    </div>
  );
}
