/** Tax on an amount in minor units; an inclusive rate is already inside the amount. */
export function taxOf(amount: number, rate: number, inclusive: boolean): { price: number; tax: number } {
  if (rate <= 0) return { price: amount, tax: 0 };
  if (inclusive) return { price: amount, tax: Math.round((amount * rate) / (100 + rate)) };
  const tax = Math.round((amount * rate) / 100);
  return { price: amount + tax, tax };
}
