import { useState, type RefObject } from 'react';
import type { BookingClient } from '../client';
import type { Localization, ServiceConfigEntry } from '@bookla/runtime/config';
import type { Service } from '@bookla/runtime/types';
import { Spinner } from '../../shared/Spinner';
import { useSchemasWhenSettled } from '../../shared/use-widget-client';
import { useLoad } from '../state/use-load';
import { handOff } from '../focus-hand-off';

/** A service as the selector lists it, with the per-service overrides applied. */
export interface ServiceChoice {
  id: string;
  title: string;
  description: string;
  entry?: ServiceConfigEntry;
  /** The list's row: the same Service the single-service answer gives, so the flow need not ask for it again. */
  service: Service;
}

/** The services to offer: all of them, or only the configured ones in config order with their overrides. */
export function serviceChoices(services: readonly Service[], entries: readonly ServiceConfigEntry[]): ServiceChoice[] {
  const valid = services.filter((s) => s && typeof s.id === 'string' && typeof s.name === 'string');
  if (!entries.length) return valid.map((s) => ({ id: s.id, title: s.name, description: s.description ?? '', service: s }));
  return entries.flatMap((entry) => {
    const s = valid.find((v) => v.id === entry.serviceId);
    return s ? [{ id: s.id, title: entry.title || s.name, description: entry.description || s.description || '', entry, service: s }] : [];
  });
}

export interface ServiceSelectorProps {
  heading: RefObject<HTMLElement | null>;
  client: BookingClient;
  entries: readonly ServiceConfigEntry[];
  texts: Localization['serviceSelection'];
  loadingText: string;
  /** The button that asks again after a failed load (the Error screen's 'Reload'). */
  retryText: string;
  /** The list the embed loader already asked for: used for the first load when it is a list, else asked again. */
  initial?: Promise<unknown>;
  onSelect(choice: ServiceChoice): void;
}

/** Multi-service mode: the list of services to book. */
export function ServiceSelector({ heading, client, entries, texts, loadingText, retryText, initial, onSelect }: ServiceSelectorProps) {
  // Each attempt is a new key: the error asks the visitor to try again, so it offers the button to.
  const [attempt, setAttempt] = useState(0);
  const list = useLoad(`list${attempt}`, async (signal) => {
    // The loader's answer when it is a list (never after a failed load); else the widget asks.
    const prefetched = attempt || (await Promise.resolve(initial).catch(() => 0));
    return Array.isArray(prefetched) ? (prefetched as Service[]) : client.services.list({ signal });
  });
  const choices = list.status === 'ready' ? serviceChoices(Array.isArray(list.data) ? list.data : [], entries) : [];
  // The first screen here: once it shows, the request schemas load, so a service's first dates and times do not
  // wait for them after the visitor's choice (a round trip on a slow network).
  useSchemasWhenSettled(list.status !== 'loading');
  return (
    <div className="bk-stack">
      <div className="bk-heading">
        <h2 ref={heading as RefObject<HTMLHeadingElement>} tabIndex={-1} className="bk-title">
          {texts.title}
        </h2>
        <p className="bk-subtitle">{texts.description}</p>
      </div>
      {list.status === 'loading' ? (
        <Spinner label={loadingText} />
      ) : list.status === 'error' ? (
        <>
          <p className="bk-message" data-tone="error" role="alert">
            {texts.loadError}
          </p>
          <button
            type="button"
            className="bk-btn"
            onClick={(e) => {
              // The button goes with the error: focus waits on the heading, not the page body.
              handOff(e.currentTarget, () => heading.current);
              setAttempt((n) => n + 1);
            }}
          >
            {retryText}
          </button>
        </>
      ) : choices.length ? (
        <ul className="bk-list">
          {choices.map((c) => (
            <li key={c.id}>
              <button type="button" className="bk-row" onClick={() => onSelect(c)}>
                <span className="bk-row-main">
                  <span className="bk-row-title">{c.title}</span>
                  {c.description && <span className="bk-secondary">{c.description}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bk-message">{texts.noServices}</p>
      )}
    </div>
  );
}
