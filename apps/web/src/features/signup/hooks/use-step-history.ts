import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';

/**
 * The step lives in the URL (`?step=2`; step 1 is the bare path) rather than in location.state:
 * the address says where the user is. A reload comes back with this tab's draft (issue 30) and
 * its step; a shared link or a new tab arrives with a step but none of the answers, which the
 * wizard can see and explain.
 */
const STEP_PARAM = 'step';

/** What an entry pushed by the wizard carries: the key of the entry below it, for Previous. */
interface StepEntryState {
  below: string;
}

/** The 0-based step in `search`; anything missing or malformed is step 1. */
function stepInUrl(search: string, lastStep: number): number {
  const value = Number(new URLSearchParams(search).get(STEP_PARAM));
  return Number.isInteger(value) && value > 1 ? Math.min(value - 1, lastStep) : 0;
}

function urlOf(location: Location, step: number) {
  const params = new URLSearchParams(location.search);
  if (step === 0) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, String(step + 1));
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '' };
}

/**
 * The shown step of a wizard, kept in the browser history: moving to a step pushes an entry, so
 * Back and Forward move between steps. History may not skip validation: a step beyond the
 * furthest one reached with Next is refused, and `arrive` (the wizard's rules) may refuse more;
 * the refused entry is replaced by the step shown. Opened on a later step without a draft (a link,
 * another tab), the answers are gone: step 1 is shown and `restarted` says so until the user moves
 * on. With a draft, `startAt` is its step: shown whatever the URL says, and the URL follows.
 */
export function useStepHistory(lastStep: number, arrive: (target: number) => number, startAt?: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [step, setStep] = useState(startAt ?? 0);
  const [restarted, setRestarted] = useState(
    () => startAt === undefined && stepInUrl(location.search, lastStep) > 0,
  );
  // Refs, because the history effect compares with what is shown now, not at its render.
  const shown = useRef(startAt ?? 0);
  const reached = useRef(startAt ?? 0);
  // The draft's step, until the URL has been made to say it.
  const restoring = useRef(startAt);
  const finished = useRef(false);
  // The step each entry showed, by key; only this visit's entries (a replaced one is forgotten).
  const seen = useRef(new Map<string, number>());

  const display = (target: number) => {
    shown.current = target;
    setStep(target);
    setRestarted(false);
  };

  // The step is shown before the router renders the entry it pushed; Back pressed in between lands
  // on the entry the router still shows, which only the navigation type tells apart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each history entry shown
  useEffect(() => {
    if (finished.current) return;
    const wanted = stepInUrl(location.search, lastStep);
    if (restoring.current !== undefined) {
      restoring.current = undefined;
      if (wanted !== shown.current) {
        navigate(urlOf(location, shown.current), { replace: true });
        return;
      }
    }
    if (wanted !== shown.current) {
      const target = arrive(Math.min(wanted, reached.current));
      if (target !== shown.current) display(target);
      if (target !== wanted) {
        seen.current.delete(location.key);
        navigate(urlOf(location, target), { replace: true });
        return;
      }
    }
    seen.current.set(location.key, shown.current);
  }, [location.key, navigationType]);

  /** Shows `target` as a new history entry (Next, or the jump to the first step with an error). */
  const go = (target: number) => {
    if (target === shown.current) return;
    reached.current = Math.max(reached.current, target);
    display(target);
    navigate(urlOf(location, target), { state: { below: location.key } satisfies StepEntryState });
  };

  /**
   * Previous is the browser's Back when the entry below is the previous step (the user came with
   * Next), so Forward redoes it; otherwise (arrived by a jump to an error) it pushes that step.
   */
  const previous = () => {
    const target = Math.max(shown.current - 1, 0);
    const below = (location.state as Partial<StepEntryState> | null)?.below;
    if (below === undefined || seen.current.get(below) !== target) return go(target);
    display(target);
    navigate(-1);
  };

  /** Start again: step 1 as a new history entry, and the later steps must be reached again. */
  const restart = () => {
    reached.current = 0;
    if (shown.current === 0) return;
    display(0);
    navigate(urlOf(location, 0), { state: { below: location.key } satisfies StepEntryState });
  };

  /** After a successful submission: the success screen stays, and a reload starts a fresh form. */
  const finish = () => {
    finished.current = true;
    seen.current.delete(location.key);
    navigate(urlOf(location, 0), { replace: true });
  };

  return { step, restarted, go, previous, finish, restart };
}
