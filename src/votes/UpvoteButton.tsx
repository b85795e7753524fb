// The upvote control on a store profile (spec sections 4, 8 and 9). Mount with client:interaction in
// the profile's upvote slot: React loads when someone reaches for the button, not with the page
// (ADR 033). Once live it shows the live count (until then the page's number is from its build;
// votes reach static pages with the next content build or after the vote interval, ADR 042), keeps the
// 60-minute cooldown in localStorage so a blocked button needs no call, and tells every outcome in a
// toast. The server is the real judge: a cleared localStorage still meets its 429.
//
// While pending or blocked the button is aria-disabled rather than disabled, so it keeps keyboard
// focus and a click on a blocked button can say when voting opens again. Before hydration it is a
// plain button whose first tap the island loader holds and gives again once the island is live
// (scripts/lib/island-runtime.ts): that tap votes, so nothing announces it as disabled. A reloaded
// page shows this browser's counted vote before the static page has it (remembered-vote.ts).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { plural } from "../platform/format.ts";
import { cooldownLeftMs, minutesLeft, voteAgainIn } from "./cooldown.ts";
import Icon from "../ui/Icon.tsx";
import { toast } from "../ui/toast.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { fetchLiveCount, sendVote } from "./upvote-api.ts";
import { lastVoteAt, rememberVote, subscribeToVotes, voteTimeFromMinutesLeft } from "./vote-memory.ts";

const READY_TITLE = "Give this grocery store an upvote!";
// Often enough for the tooltip's minutes to stay right.
const TICK_MS = 15_000;

function toastBlocked(minutes: number) {
  toast({ title: "Already voted recently", description: voteAgainIn(minutes) });
}

export default function UpvoteButton({ storeId, initialCount }: { storeId: string; initialCount: number }) {
  const hydrated = useHydrated();
  const [count, setCount] = useState(initialCount);
  const [pending, setPending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // null on the server and during hydration, so the built HTML and the first render agree.
  const votedAt = useSyncExternalStore(
    subscribeToVotes,
    () => lastVoteAt(storeId),
    () => null,
  );
  const waitMs = cooldownLeftMs(votedAt, now);
  const blocked = waitMs > 0;

  // A counted vote's answer is newer than the live count asked for when the island went live: a tap
  // held until then votes at once, and the count, read before the vote, may arrive after it.
  const countFromVote = useRef(false);
  useEffect(() => {
    const controller = new AbortController();
    void fetchLiveCount(storeId, controller.signal).then((live) => {
      if (live !== null && !countFromVote.current) setCount(live);
    });
    return () => controller.abort();
  }, [storeId]);

  useEffect(() => {
    if (!blocked) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [blocked]);

  const onClick = async () => {
    if (pending) return;
    const clickedAt = Date.now();
    setNow(clickedAt);
    const left = cooldownLeftMs(lastVoteAt(storeId), clickedAt);
    if (left > 0) return toastBlocked(minutesLeft(left));
    setPending(true);
    const outcome = await sendVote(storeId);
    setPending(false);
    setNow(Date.now());
    if (outcome.kind === "counted") {
      rememberVote(storeId, Date.now(), outcome.upvoteCount);
      countFromVote.current = true;
      setCount(outcome.upvoteCount);
      toast({
        title: "Thanks for the upvote! 🛒",
        description: "Your vote helps others discover great grocery stores.",
      });
    } else if (outcome.kind === "blocked") {
      rememberVote(storeId, voteTimeFromMinutesLeft(Date.now(), outcome.minutesLeft));
      toastBlocked(outcome.minutesLeft);
    } else {
      toast({
        variant: "destructive",
        title: "Upvote failed",
        description: outcome.message ?? "Please try again later.",
      });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-disabled={pending || blocked || undefined}
      data-live={hydrated || undefined}
      aria-busy={pending || undefined}
      title={blocked ? voteAgainIn(minutesLeft(waitMs)) : READY_TITLE}
      // `upvote` (global.css) is the ready look; a blocked vote keeps the hover look.
      className={["upvote", blocked && "cursor-not-allowed border-leaf-700 bg-leaf-50", pending && "cursor-wait"]
        .filter(Boolean)
        .join(" ")}
    >
      <Icon name="heart" className={blocked ? "fill-current" : undefined} />
      <span className="sr-only">Upvote this store, </span>
      {/* The store page's script may already show this browser's remembered vote here (remembered-vote.ts). */}
      <span data-vote-count suppressHydrationWarning>
        {pending ? "..." : plural(count, "vote")}
      </span>
    </button>
  );
}
