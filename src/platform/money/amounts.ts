/** Money is added and multiplied in whole cents, so 0.1 + 0.2 stays 0.30. */
const cents = (amount: number) => Math.round(amount * 100);

export function sumOf(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;
}

export function timesQuantity(amount: number, quantity: number): number {
  return (cents(amount) * quantity) / 100;
}

/** `amount` less `subtracted`, to the cent. */
export function difference(amount: number, subtracted: number): number {
  return (cents(amount) - cents(subtracted)) / 100;
}
