import type { Dispatch, RefObject } from 'react';
import type { Localization } from '@bookla/runtime/config';
import type { ServiceTicket } from '@bookla/runtime/types';
import { ticketCount, type FlowAction } from '../state/flow';
import { Stepper } from '../Stepper/Stepper';

export interface TicketStepProps {
  tickets: readonly ServiceTicket[];
  quantities: Record<string, number>;
  texts: Localization['tickets'];
  loadingText: string;
  busy: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  dispatch: Dispatch<FlowAction>;
}

/** Ticket services: quantities per ticket before choosing a date. */
export function TicketStep({ tickets, quantities, texts, loadingText, busy, heading, dispatch }: TicketStepProps) {
  const sorted = [...tickets].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <div className="bk-heading">
        <h2 ref={heading} tabIndex={-1} className="bk-title">
          {texts.selectTicketsTitle}
        </h2>
        <p className="bk-subtitle">{texts.selectTicketsDescription}</p>
      </div>
      {sorted.length ? (
        <div className="bk-stack">
          {sorted.map((t) => {
            const qty = quantities[t.id] ?? 0;
            return (
              <Stepper
                key={t.id}
                label={t.name}
                value={qty}
                min={0}
                onDecrease={() => dispatch({ t: 'ticket', id: t.id, qty: qty - 1 })}
                onIncrease={() => dispatch({ t: 'ticket', id: t.id, qty: qty + 1 })}
              />
            );
          })}
        </div>
      ) : (
        <p className="bk-message">{texts.noTicketsAvailable}</p>
      )}
      <button
        type="button"
        className="bk-btn"
        data-block=""
        disabled={busy || ticketCount(quantities) < 1}
        onClick={() => dispatch({ t: 'step', step: 'date' })}
      >
        {busy ? loadingText : texts.continueButton}
      </button>
    </>
  );
}
