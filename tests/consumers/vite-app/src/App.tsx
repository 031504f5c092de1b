// One widget per page, chosen by `?widget=`: the configurator's React tab code for each type, pasted unchanged
// into src/exported/ (the consumers' write-exported script), the booking widget with callbacks, and one in a popup.
import { useState } from 'react';
import { BookingWidget } from '@bookla/widgets/booking';
import { BooklaBookingWidget } from './exported/booking';
import { BooklaSubscriptionWidget } from './exported/subscription';
import { BooklaGiftCardWidget } from './exported/giftcard';

function WithCallbacks() {
  const [status, setStatus] = useState('');
  return (
    <>
      <BookingWidget
        config={{ apiKey: 'sbx_demo_public_key_4010', companyId: '7b0c1d2e-0000-4000-8000-00000000c0de', serviceId: '5e000001-0000-4000-8000-000000000001', apiUrl: 'http://127.0.0.1:4710/api' }}
        onBookingConfirmed={(detail) => setStatus(`Booking ${detail.bookingId} confirmed for ${detail.startTime}`)}
        onBookingPending={(detail) => setStatus(`Booking ${detail.bookingId} awaits payment`)}
        onError={(detail) => setStatus(`Error: ${detail.message}`)}
      />
      <p role="status">{status}</p>
    </>
  );
}

/** A popup: the component renders its opener button; the dialog opens with the booking widget. */
function Popup() {
  return (
    <BookingWidget
      config={{ apiKey: 'sbx_demo_public_key_4010', companyId: '7b0c1d2e-0000-4000-8000-00000000c0de', serviceId: '5e000001-0000-4000-8000-000000000001', apiUrl: 'http://127.0.0.1:4710/api', embed: { mode: 'popup' } }}
    >
      Book a session
    </BookingWidget>
  );
}

const PAGES = { booking: BooklaBookingWidget, subscription: BooklaSubscriptionWidget, giftcard: BooklaGiftCardWidget, callbacks: WithCallbacks, popup: Popup };

export function App() {
  const name = new URLSearchParams(location.search).get('widget') ?? 'booking';
  const Page = PAGES[name as keyof typeof PAGES] ?? BooklaBookingWidget;
  return (
    <main style={{ maxWidth: 720, margin: '2rem auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Book a session</h1>
      <Page />
    </main>
  );
}
