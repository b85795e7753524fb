// What a person typed into a built form before its island hydrated lives only in the DOM: React
// leaves an input's value alone while hydrating, but the state still holds the built (empty) value,
// so the next render of the controlled input would write it back over the text ("Corner Store"
// became "tore" on a slowed phone) and a submit would send the empty value. Right after the control
// mounts, before the browser paints, this adopts whatever the control shows. A control mounted by
// the browser (not hydrated) shows its state already, so nothing changes there.
import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Returns the ref to put on the control; `forwarded` (a caller's ref) still receives the element. */
export function useTypedValue<E extends Control = HTMLInputElement>(
  value: string,
  onValue: (value: string) => void,
  forwarded?: Ref<E>,
) {
  const own = useRef<E>(null);
  useImperativeHandle(forwarded, () => own.current!, []);
  useLayoutEffect(() => {
    const shown = own.current?.value;
    if (shown !== undefined && shown !== value) onValue(shown);
    // Once, at mount: later changes arrive through onChange.
  }, []);
  return own;
}
