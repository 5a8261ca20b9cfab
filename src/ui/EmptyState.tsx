/** What a list page shows when it has nothing to list: what is missing, what to do, and where to start. */
export function EmptyState({
  title,
  hint,
  linkText,
  href,
}: {
  title: string;
  hint: string;
  linkText: string;
  href: string;
}) {
  return (
    <div className="rounded border border-line p-6">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{hint}</p>
      <p className="mt-4">
        <a href={href} className="font-medium text-brand underline">
          {linkText}
        </a>
      </p>
    </div>
  );
}
