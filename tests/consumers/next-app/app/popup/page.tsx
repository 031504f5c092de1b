// A server component with a popup booking widget: the server writes its opener button, the dialog comes in the browser.
import { BookingWidget } from '@bookla/widgets/booking';

export default function Popup() {
  return (
    <main>
      <h1>Book a session</h1>
      <BookingWidget
        config={{
          apiKey: 'sbx_demo_public_key_4010',
          companyId: '7b0c1d2e-0000-4000-8000-00000000c0de',
          serviceId: '5e000001-0000-4000-8000-000000000001',
          apiUrl: 'http://127.0.0.1:4713/api',
          embed: { mode: 'popup' },
        }}
      >
        Book a session
      </BookingWidget>
    </main>
  );
}
