// Newsletter signup (spec sections 4, 5 and 8): email required and trimmed, blank input ignored,
// 'Subscribing...' while the request runs, the field cleared on success, and every outcome told in
// a toast. Sign-up is double opt-in, so the success toast passes on the server's "check your inbox".
// The island waits for input (client:interaction, ADR 067): a press of Subscribe before it is live is
// held by the page's island loader and given again once it is, so the button is never dead.
import { useId, useState, type FormEvent } from "react";
import { HttpError, apiFetch } from "../ui/api.ts";
import Icon from "../ui/Icon.tsx";
import { toast } from "../ui/toast.ts";
import SubmitButton from "../ui/SubmitButton.tsx";
import { useTypedValue } from "../ui/use-typed-value.ts";
import type { NewsletterArea } from "./area.ts";
import DigestAreaPicker, { type DigestAreaProps } from "./DigestAreaPicker.tsx";

export default function NewsletterForm({ town, citiesDataId }: DigestAreaProps = {}) {
  const id = useId();
  const [email, setEmail] = useState("");
  // The digest's town or state (ADR 039), chosen beside the e-mail field.
  const [area, setArea] = useState<NewsletterArea>({});
  const [pending, setPending] = useState(false);
  // Signing up is a JSON call: without JavaScript the form could only post to nowhere.
  const field = useTypedValue(email, setEmail);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || pending) return;
    setPending(true);
    try {
      const answer = await apiFetch<{ message?: string }>("/api/newsletter/subscribe", {
        method: "POST",
        body: JSON.stringify({ email: value, ...area }),
      });
      setEmail("");
      toast({
        title: "Successfully subscribed!",
        description:
          `${answer?.message ?? ""} You'll get weekly updates on independent grocers and local deals near you.`.trim(),
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Subscription failed",
        description:
          error instanceof HttpError
            ? (error.serverMessage ?? "Failed to subscribe. Please try again.")
            : "Network error. Please check your connection and try again.",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    // Its look is the `newsletter-card` rule in global.css, around it. No action: the loader holds a
    // submit until the island is live; without JavaScript, POST keeps the address out of any URL.
    <form method="post" onSubmit={onSubmit}>
      <DigestAreaPicker town={town} citiesDataId={citiesDataId} onChange={setArea} />
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="field-label">
          Email address
        </label>
        <div className="field-icon mt-2">
          <Icon name="mail" />
          <input
            ref={field}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="field-pill"
          />
        </div>
      </div>
      <SubmitButton held pending={pending} pendingLabel="Subscribing..." className="btn-primary">
        Subscribe
      </SubmitButton>
    </form>
  );
}
