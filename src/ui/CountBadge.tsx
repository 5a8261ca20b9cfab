/** A small count beside a header link (wishlist, basket); screen readers hear `label` instead of the digit. */
export function CountBadge({ count, label, dataName }: { count: number; label: string; dataName: string }) {
  return (
    <span
      className="ml-0.5 rounded-full bg-brand px-1.5 text-xs font-bold text-white"
      {...{ [`data-${dataName}`]: count }}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
