// The destructive alert for a page that could not load its data (spec 8: city / store load error).
import { StoreIcon } from "../stores/icons.tsx";

export default function ErrorAlert({ message }: { message: string }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <div
        role="alert"
        className="mx-auto flex max-w-2xl gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 shadow-card sm:p-6"
      >
        <StoreIcon name="alert" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div>
          <h1 className="font-sans text-lg font-semibold text-red-900">{message}</h1>
          <p className="mt-2 text-red-900">
            It may have been removed, or the address may be mistyped.{" "}
            <a href="/cities" className="font-semibold underline underline-offset-2 hover:text-red-700">
              Browse all cities
            </a>{" "}
            or{" "}
            <a href="/" className="font-semibold underline underline-offset-2 hover:text-red-700">
              go back home
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
