import { useRef, useState, type RefObject } from 'react';
import { BOOKING_DEFAULTS } from '@bookla/runtime/config/booking-defaults';
import type { BookingWidgetConfig, DeepPartial } from '@bookla/runtime/config';
import { useAnnouncer, useStepFocus } from '../shared/a11y';
import { MissingParams } from '../shared/MissingParams';
import { useWidgetClient } from '../shared/use-widget-client';
import { BOOKING_API, type BookingClient } from './client';
import { useResolvedConfig, type BookingConfig } from '../shared/widget-config';
import { WidgetRoot } from '../shared/WidgetRoot';
import { BookingFlow, type BookingInitialData } from './BookingFlow';
import { ServiceSelector, type ServiceChoice } from './ServiceSelector/ServiceSelector';
import { bookingStyles } from './styles';
import { leavePage } from '../shared/leave-page';

export interface BookingWidgetProps {
  /** The snippet's or host's configuration: sanitized, then merged over the defaults. */
  config: DeepPartial<BookingWidgetConfig>;
  /** An API client to use instead of one built from the config (tests, hosts that share one). */
  client?: BookingClient;
  /** Receives the `bookla:*` events; default the widget's root element. */
  host?: HTMLElement;
  /** Requests the embed loader already started; validated, and refetched when missing, failed or not matching. */
  initialData?: BookingInitialData;
  /** Full-page navigation (login, payment); default `leavePage` (the top window when framed). */
  navigate?: (url: string) => void;
}

/** Minimum heights, so steps do not make the page jump: the whole widget (the flow itself keeps 320 px in CSS). */

/** The booking widget: optional service selector, then the booking flow. */
export function BookingWidget(props: BookingWidgetProps) {
  const cfg = useResolvedConfig(BOOKING_DEFAULTS, props.config);
  const [announcement, announce] = useAnnouncer();
  const root = useRef<HTMLDivElement>(null);
  const E = cfg.localization.errors;
  const missing = !cfg.apiKey || !cfg.companyId || (!cfg.showServiceSelector && !cfg.serviceId);
  return (
    <WidgetRoot ref={root} widget="booking" theme={cfg.theme} locale={cfg.localization.locale} styles={bookingStyles} announcement={announcement}>
      {missing ? (
        <MissingParams message={cfg.showServiceSelector ? E.missingParametersMulti : E.missingParameters} />
      ) : (
        <BookingApp cfg={cfg} props={props} announce={announce} host={() => props.host ?? root.current} />
      )}
    </WidgetRoot>
  );
}

interface BookingAppProps {
  cfg: BookingConfig;
  props: BookingWidgetProps;
  announce(text: string): void;
  host(): EventTarget | null;
}

// Split from BookingWidget so the client is only built once the required parameters are known to exist.
function BookingApp({ cfg, props, announce, host }: BookingAppProps) {
  const client = useWidgetClient(cfg, 'booking', BOOKING_API, props.client);
  const [choice, setChoice] = useState<ServiceChoice | null>(null);
  const [run, setRun] = useState(0);
  // The service the last flow booked: 'Book Again' asks only for its dates and times, as a chosen list row does.
  const [booked, setBooked] = useState<unknown>();
  // The visitor's form answers outlive each flow of one booking: back to the list and another service, Reload
  // after a failure. Not a booking made: Book Again starts empty, as the next guest at a front-desk tablet
  // must not find the last one's name and email.
  const [draft, setDraft] = useState({});
  const L = cfg.localization;
  // Choosing a service or going back to the list moves focus to the new view (its back button or heading).
  const focus = useRef<HTMLElement>(null);
  useStepFocus(focus, choice?.id ?? '');
  if (cfg.showServiceSelector && !choice)
    return (
      <ServiceSelector
        heading={focus}
        client={client}
        entries={cfg.servicesConfig}
        texts={L.serviceSelection}
        loadingText={L.loadingText}
        retryText={L.errorScreen.reload}
        // The services change far more rarely than their times: back from a service, the same list shows again.
        initial={props.initialData?.services}
        onSelect={setChoice}
      />
    );
  const flow = (
    <BookingFlow
      key={run + (choice?.id ?? '')}
      cfg={cfg}
      client={client}
      serviceId={choice?.id ?? cfg.serviceId}
      entry={choice?.entry}
      host={host}
      // The loader's requests are for the first view of the configured service only; a service chosen from the
      // list comes with its row (the same Service), and after 'Book Again' the service just booked stands in:
      // the flow asks only for its dates and times. 'Reload' after an error asks for everything again.
      initialData={choice || booked ? { service: Promise.resolve(choice?.service ?? booked) } : run ? undefined : props.initialData}
      navigate={props.navigate ?? leavePage}
      announce={announce}
      onRestart={(service) => (setBooked(service), service && setDraft({}), setRun((n) => n + 1))}
      // A flow the visitor started (Book Again, Reload, a service chosen from the list) moves focus to its first
      // heading once loaded; the one on the page from the start takes none (no page scroll on load).
      focusFirst={run > 0 || !!choice}
      draft={draft}
    />
  );
  if (!choice) return flow;
  return (
    <div className="bk-stack">
      <div className="bk-header">
        <button
          ref={focus as RefObject<HTMLButtonElement>}
          type="button"
          className="bk-btn"
          data-variant="icon"
          aria-label={L.backButton}
          onClick={() => setChoice(null)}
        >
          ‹
        </button>
        <span className="bk-title">{choice.title}</span>
      </div>
      {flow}
    </div>
  );
}
