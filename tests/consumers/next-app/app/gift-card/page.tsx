import { BooklaGiftCardWidget } from '../exported/giftcard';

export default function GiftCard() {
  return (
    <main>
      <h1>Buy a gift card</h1>
      <BooklaGiftCardWidget />
    </main>
  );
}
