// What a merge does to the owners (ADR 059), shown once the admin picked the listing to keep: a
// merge moves no right by itself. When the kept listing has no owner, the admin chooses whether the
// duplicate's owner takes it over or waits for review (the default).
import { useId } from "react";
import type { DuplicateOwnerChoice } from "./merge-owner-rule.ts";
import type { MergePreviewJson } from "./merge-schema.ts";

interface Props {
  preview: MergePreviewJson;
  duplicateName: string;
  survivorName: string;
  choice: DuplicateOwnerChoice;
  onChoice: (choice: DuplicateOwnerChoice) => void;
}

export default function MergeOwnerNotice({ preview, duplicateName, survivorName, choice, onChoice }: Props) {
  const id = useId();
  const owners = preview.duplicateOwners.join(", ");
  const photos = preview.photosMove ? "" : ` Its photos stay behind: ${survivorName} has another owner.`;
  if (preview.outcome === "none" || preview.outcome === "same") {
    return (
      <p className="text-ink-700">
        {preview.outcome === "same"
          ? `${duplicateName}'s owner (${owners}) already owns ${survivorName}: nothing changes for them.`
          : `${duplicateName} has no verified owner.`}
        {photos}
      </p>
    );
  }
  if (!preview.choiceOffered) {
    return (
      <p role="note" className="rounded-xl border border-honey-500 bg-honey-200 p-3 text-ink-900">
        {survivorName} has its own owner, so {duplicateName}'s owner ({owners}) gets no right there: their claim waits
        in the Claims queue, and both are told by e-mail.{photos}
      </p>
    );
  }
  return (
    <fieldset className="space-y-2 rounded-xl border border-honey-500 bg-honey-200 p-3">
      <legend className="font-semibold text-ink-900">
        {duplicateName} is owned by {owners}; {survivorName} has no owner
      </legend>
      {(
        [
          ["review", "Send their claim to the Claims queue for review (nothing moves until it is approved)"],
          ["move", `Make them the owner of ${survivorName} now`],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-start gap-3">
          <input
            type="radio"
            name={`${id}-owner`}
            checked={choice === value}
            onChange={() => onChoice(value)}
            className="mt-1 size-5 accent-leaf-700"
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
