import { useRef, useState } from 'react';
import type { PurchaseFormData } from '../../shared/form/validate';
import type { SubmitInput } from '../submit';
import { loadLaterSteps } from './use-flow-steps';

/**
 * Sends the booking once at a time: `busy` holds while a request is under way, a second call meanwhile does
 * nothing. `context` is read at the call, so it always describes the choice on screen.
 */
export function useSubmit(context: () => SubmitInput | null) {
  const [busy, setBusy] = useState(false);
  // Not `busy`: two presses before the next render would both still read it false.
  const inFlight = useRef(false);
  const submit = async (data: PurchaseFormData) => {
    const ctx = context();
    if (!ctx || inFlight.current) return;
    inFlight.current = true;
    const L = ctx.cfg.localization;
    setBusy(true);
    try {
      // Loaded already in all but odd cases (prefetched after the first render); a failed load is a failed booking.
      const { submitBooking } = await loadLaterSteps().catch((error: unknown) => {
        console.error(`Bookla: ${L.errors.booking}`, error);
        ctx.dispatch({ t: 'failed', error: L.errors.booking });
        return { submitBooking: null };
      });
      await submitBooking?.(ctx, data);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, submit };
}
