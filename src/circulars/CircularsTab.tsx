// The admin panel's 'Circulars' tab (ADR 037): every circular that speaks for a store now or will,
// soonest first, and taking one down with a reason mailed to the owner. Pages change at the next rebuild.
import { useId, useRef, useState } from "react";
import { toast } from "../ui/toast.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { failureText } from "../admin/admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import CircularRow from "./CircularRow.tsx";
import { loadAdminCirculars, takeDownCircular, type AdminCircularJson } from "./circulars-admin-api.ts";
import TakeDownForm from "./TakeDownForm.tsx";

export default function CircularsTab() {
  const id = useId();
  const { data: circulars, failed, retry } = useLoaded(loadAdminCirculars);
  const [target, setTarget] = useState<AdminCircularJson | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const takeDown = async (circular: AdminCircularJson, reason: string) => {
    setBusyId(circular.id);
    try {
      await takeDownCircular(circular.id, reason);
      setTarget(null);
      toast({
        title: "Circular taken down",
        description: `It leaves ${circular.store.name}'s pages with the next update; the owner has been told why.`,
      });
      retry();
      heading.current?.focus();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Take-down Failed",
        description: failureText(error, "Please try again."),
      });
    } finally {
      setBusyId(null);
    }
  };

  const count = circulars?.length ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
        Circulars
      </h2>
      <p className="text-ink-700">
        Every current and scheduled weekly circular. A circular speaks in its store&apos;s name: take down any that its
        verified owner did not publish or that misleads shoppers.
      </p>
      {!circulars && !failed && <Loading what="circulars" />}
      {failed && <LoadFailed message="The circulars could not be loaded." onRetry={retry} />}
      {circulars && !failed && (
        <>
          <p role="status" className="text-sm text-ink-700">
            {count === 0
              ? "No current or scheduled circulars."
              : `${count} current or scheduled ${count === 1 ? "circular" : "circulars"}.`}
          </p>
          <ul className="space-y-3">
            {circulars.map((circular) => (
              <CircularRow
                key={circular.id}
                circular={circular}
                busy={busyId === circular.id}
                onTakeDown={() => setTarget(circular)}
              />
            ))}
          </ul>
        </>
      )}
      {target && (
        <Modal title={`Take down ${target.originalFilename}`} onClose={() => setTarget(null)}>
          {(close) => (
            <TakeDownForm
              pending={busyId === target.id}
              onSubmit={(reason) => void takeDown(target, reason)}
              onCancel={close}
            />
          )}
        </Modal>
      )}
    </section>
  );
}
