// The booking widget with callbacks: a client component, since it holds state the callbacks set.
'use client';
import { useState } from 'react';
import { BookingWidget } from '@bookla/widgets/booking';

export default function WithCallbacks() {
  const [status, setStatus] = useState('');
  return (
    <main>
      <h1>Book a session</h1>
      <BookingWidget
        config={{ apiKey: 'sbx_demo_public_key_4010', companyId: '7b0c1d2e-0000-4000-8000-00000000c0de', serviceId: '5e000001-0000-4000-8000-000000000001', apiUrl: 'http://127.0.0.1:4713/api' }}
        onBookingConfirmed={(detail) => setStatus(`Booking ${detail.bookingId} confirmed for ${detail.startTime}`)}
        onBookingPending={(detail) => setStatus(`Booking ${detail.bookingId} awaits payment`)}
        onError={(detail) => setStatus(`Error: ${detail.message}`)}
      />
      <p role="status">{status}</p>
    </main>
  );
}
