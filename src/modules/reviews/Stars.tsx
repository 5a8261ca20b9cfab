/** Five stars filled to `rating` (halves rounded to the nearest half), with `label` for screen readers. */
export function Stars({
  rating,
  label,
  className = '',
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  const filledPercent = (Math.round(rating * 2) / 2 / 5) * 100;
  return (
    <span role="img" aria-label={label} className={`relative inline-block leading-none ${className}`}>
      <span aria-hidden="true" className="text-line">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-600"
        style={{ width: `${filledPercent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
