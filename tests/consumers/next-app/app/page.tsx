// A server component: the page's HTML comes from the server, the React tab's booking widget inside it.
import { BooklaBookingWidget } from './exported/booking';

export default function Home() {
  return (
    <main>
      <h1>Book a session</h1>
      <BooklaBookingWidget />
    </main>
  );
}
