import { BooklaSubscriptionWidget } from '../exported/subscription';

export default function Subscription() {
  return (
    <main>
      <h1>Subscribe</h1>
      <BooklaSubscriptionWidget />
    </main>
  );
}
